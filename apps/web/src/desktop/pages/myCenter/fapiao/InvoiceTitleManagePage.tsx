import { useState } from 'react';
import { App, Button, Popconfirm, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InfoView } from '@lexbridge/contract/api/fapiao';
import { deleteInfo } from '../../../../shared/fapiao/api/deleteInfo.ts';
import { useFapiaoInfos } from '../../../../shared/fapiao/api/listInfos.ts';
import { setDefaultInfo } from '../../../../shared/fapiao/api/setDefaultInfo.ts';
import { fapiaoRoot } from '../../../../shared/fapiao/keys.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { Failed, Loading, Nothing } from '../../catalogue/components/LoadState.tsx';
import { CenterLayout } from '../components/CenterLayout.tsx';
import { InfoFormModal } from './InfoFormModal.tsx';
import { InfoSummary } from './InfoSummary.tsx';
import '../../catalogue/styles/base.css';
import './fapiao.css';

/** Fapiao information sets: at most 3 (spec §5), one default; add, edit, delete, make default. */
export default function InvoiceTitleManagePage() {
  const { t } = useTranslation(['fapiao', 'validation']);
  const paths = usePaths();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const infos = useFapiaoInfos();
  const [editing, setEditing] = useState<InfoView | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const list = infos.data?.list ?? [];
  const max = infos.data?.max ?? 3;

  const add = () => {
    if (list.length >= max) {
      void message.warning(t('validation:fapiaoMaxSets'));
      return;
    }
    setEditing(null);
    setOpen(true);
  };
  const act = async (id: number, call: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await call();
      void message.success(done);
    } catch {
      // the API client has shown why
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
    }
  };

  return (
    <CenterLayout
      active="invoiceManage"
      title={t('info.title')}
      actions={
        <span className="lb-fp-actions">
          <LinkButton to={paths.to('invoiceManage')}>{t('action.back')}</LinkButton>
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={add}>
            {t('info.add')}
          </Button>
        </span>
      }
    >
      <div className="lb-center-card">
        <p className="lb-muted lb-fp-intro">
          {t('info.intro')} {infos.data && t('info.used', { count: list.length, max })}
        </p>
        {infos.isPending ? (
          <Loading rows={3} />
        ) : infos.isError ? (
          <Failed onRetry={() => void infos.refetch()} />
        ) : list.length === 0 ? (
          <Nothing text={t('info.empty')}>
            <Button type="primary" onClick={add}>
              {t('info.add')}
            </Button>
          </Nothing>
        ) : (
          <ul className="lb-fp-infos">
            {list.map((info) => (
              <li key={info.id} className={info.isDefault ? 'lb-fp-infocard is-default' : 'lb-fp-infocard'}>
                <div className="lb-fp-infocard__head">
                  <strong className="lb-fp-infocard__title">{info.title}</strong>
                  {info.isDefault && <Tag color="blue">{t('info.default')}</Tag>}
                  <span className="lb-fp-infocard__actions">
                    {!info.isDefault && (
                      <Button size="small" loading={busy === info.id} onClick={() => void act(info.id, () => setDefaultInfo(info.id), t('info.defaultSet'))}>
                        {t('info.makeDefault')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      onClick={() => {
                        setEditing(info);
                        setOpen(true);
                      }}
                      aria-label={`${t('info.edit')}: ${info.title}`}
                    >
                      {t('info.edit')}
                    </Button>
                    <Popconfirm title={t('info.deleteConfirm')} okText={t('info.delete')} cancelText={t('info.cancel')} onConfirm={() => act(info.id, () => deleteInfo(info.id), t('info.deleted'))}>
                      <Button size="small" danger aria-label={`${t('info.delete')}: ${info.title}`}>
                        {t('info.delete')}
                      </Button>
                    </Popconfirm>
                  </span>
                </div>
                <InfoSummary info={info} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <InfoFormModal open={open} editing={editing} onClose={() => setOpen(false)} />
    </CenterLayout>
  );
}

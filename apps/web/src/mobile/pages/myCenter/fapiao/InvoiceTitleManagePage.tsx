import { useState } from 'react';
import { Button, Dialog, Tag, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InfoView } from '@lexbridge/contract/api/fapiao';
import { deleteInfo } from '../../../../shared/fapiao/api/deleteInfo.ts';
import { useFapiaoInfos } from '../../../../shared/fapiao/api/listInfos.ts';
import { setDefaultInfo } from '../../../../shared/fapiao/api/setDefaultInfo.ts';
import { fapiaoRoot } from '../../../../shared/fapiao/keys.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PageHead } from '../components/PageHead.tsx';
import { InfoFacts } from './InfoFacts.tsx';
import { InfoFormPopup } from './InfoFormPopup.tsx';
import '../../auth/auth.css';
import '../center.css';
import './fapiao.css';

/** Fapiao information sets on a phone: at most 3 (spec §5), one default; add, edit, delete, make default. */
export default function InvoiceTitleManagePage() {
  const { t } = useTranslation(['fapiao', 'validation']);
  const paths = usePaths();
  const queryClient = useQueryClient();
  const infos = useFapiaoInfos();
  const [editing, setEditing] = useState<InfoView | null>(null);
  const [open, setOpen] = useState(false);
  const list = infos.data?.list ?? [];
  const max = infos.data?.max ?? 3;

  const add = () => {
    if (list.length >= max) {
      Toast.show({ content: t('validation:fapiaoMaxSets') });
      return;
    }
    setEditing(null);
    setOpen(true);
  };
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      Toast.show({ icon: 'success', content: done });
    } catch {
      // the API client has shown why
    } finally {
      await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
    }
  };
  const remove = async (info: InfoView) => {
    const sure = await Dialog.confirm({ content: t('info.deleteConfirm'), confirmText: t('info.delete'), cancelText: t('info.cancel') });
    if (sure) await act(() => deleteInfo(info.id), t('info.deleted'));
  };

  return (
    <div className="lb-m-page">
      <PageHead title={t('info.title')} back={paths.to('invoiceManage')} />
      <p className="lb-m-muted lb-m-fp-intro">
        {t('info.intro')} {infos.data && t('info.used', { count: list.length, max })}
      </p>
      {infos.isPending ? (
        <p className="lb-m-empty" role="status">
          …
        </p>
      ) : list.length === 0 ? (
        <p className="lb-m-empty">{t('info.empty')}</p>
      ) : (
        list.map((info) => (
          <section key={info.id} className={info.isDefault ? 'lb-m-card lb-m-fp-info is-default' : 'lb-m-card lb-m-fp-info'} aria-label={info.title}>
            <div className="lb-m-fp-info__head">
              <strong>{info.title}</strong>
              {info.isDefault && <Tag color="primary">{t('info.default')}</Tag>}
            </div>
            <InfoFacts info={info} />
            <div className="lb-m-fp-info__actions">
              {!info.isDefault && (
                <Button size="small" onClick={() => void act(() => setDefaultInfo(info.id), t('info.defaultSet'))}>
                  {t('info.makeDefault')}
                </Button>
              )}
              <Button
                size="small"
                onClick={() => {
                  setEditing(info);
                  setOpen(true);
                }}
              >
                {t('info.edit')}
              </Button>
              <Button size="small" color="danger" fill="outline" onClick={() => void remove(info)}>
                {t('info.delete')}
              </Button>
            </div>
          </section>
        ))
      )}
      <div className="lb-m-section">
        <Button block color="primary" onClick={add}>
          {t('info.add')}
        </Button>
      </div>
      <InfoFormPopup open={open} editing={editing} onClose={() => setOpen(false)} />
    </div>
  );
}

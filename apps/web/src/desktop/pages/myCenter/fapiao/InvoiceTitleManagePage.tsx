import { App, Button, Popconfirm, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useInfoSets } from '../../../../shared/fapiao/useInfoSets.ts';
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
  const { t } = useTranslation('fapiao');
  const paths = usePaths();
  const { message } = App.useApp();
  const { infos, list, max, busy, form, add, edit, makeDefault, remove } = useInfoSets({ success: (text) => void message.success(text), warn: (text) => void message.warning(text) });

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
                      <Button size="small" loading={busy === info.id} onClick={() => void makeDefault(info)}>
                        {t('info.makeDefault')}
                      </Button>
                    )}
                    <Button size="small" onClick={() => edit(info)} aria-label={`${t('info.edit')}: ${info.title}`}>
                      {t('info.edit')}
                    </Button>
                    <Popconfirm title={t('info.deleteConfirm')} okText={t('info.delete')} cancelText={t('info.cancel')} onConfirm={() => remove(info)}>
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
      <InfoFormModal {...form} />
    </CenterLayout>
  );
}

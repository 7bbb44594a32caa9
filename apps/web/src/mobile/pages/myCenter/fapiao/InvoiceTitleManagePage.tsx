import { Button, Dialog, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { InfoView } from '@lexbridge/contract/api/fapiao';
import { infoFacts } from '../../../../shared/fapiao/facts.ts';
import { useInfoSets } from '../../../../shared/fapiao/useInfoSets.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PageHead } from '../components/PageHead.tsx';
import { Facts } from './Facts.tsx';
import { InfoFormPopup } from './InfoFormPopup.tsx';
import '../../auth/auth.css';
import '../center.css';
import './fapiao.css';

/** Fapiao information sets on a phone: at most 3 (spec §5), one default; add, edit, delete, make default. */
export default function InvoiceTitleManagePage() {
  const { t } = useTranslation('fapiao');
  const paths = usePaths();
  const sets = useInfoSets({ success: (text) => Toast.show({ icon: 'success', content: text }), warn: (text) => Toast.show({ content: text }) });
  const { infos, list, max, add, edit } = sets;
  const remove = async (info: InfoView) => {
    const sure = await Dialog.confirm({ content: t('info.deleteConfirm'), confirmText: t('info.delete'), cancelText: t('info.cancel') });
    if (sure) await sets.remove(info);
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
            <Facts facts={infoFacts(info, t)} />
            <div className="lb-m-fp-info__actions">
              {!info.isDefault && (
                <Button size="small" onClick={() => void sets.makeDefault(info)}>
                  {t('info.makeDefault')}
                </Button>
              )}
              <Button size="small" onClick={() => edit(info)}>
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
      <InfoFormPopup {...sets.form} />
    </div>
  );
}

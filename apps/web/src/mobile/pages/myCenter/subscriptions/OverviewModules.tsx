import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { usePurchasedTemplates } from '../../../../shared/subscriptions/api/listPurchasedTemplates.ts';
import { useSubscriptions } from '../../../../shared/subscriptions/api/listSubscriptions.ts';
import { formatDay } from '../../../../shared/subscriptions/format.ts';

const SHOWN = 3;

/** Account overview, mobile: the package subscriptions (status, expiry), or the empty hint. */
export function PackagesModule() {
  const { t } = useTranslation(['subscriptions', 'center']);
  const lang = useLang();
  const paths = usePaths();
  const list = useSubscriptions('subscribe', 1, SHOWN).data?.list ?? [];
  if (!list.length) return <span>{t('center:modules.packages.empty')}</span>;
  return (
    <ul className="lb-m-overview-list">
      {list.map((s) => (
        <li key={s.id}>
          <Link to={paths.to('subscribeView', { id: s.id })}>{lang === 'en' ? s.packageNameEn : s.packageNameCn}</Link>
          <span>
            {t(`status.${s.status}`)} · {t('overview.expires', { date: formatDay(s.expiresAt) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Account overview, mobile: the templates bought on their own (usage status), or the empty hint. */
export function PurchasedModule() {
  const { t } = useTranslation(['subscriptions', 'center']);
  const lang = useLang();
  const paths = usePaths();
  const list = usePurchasedTemplates(1, SHOWN).data?.list ?? [];
  if (!list.length) return <span>{t('center:modules.purchased.empty')}</span>;
  return (
    <ul className="lb-m-overview-list">
      {list.map((x) => (
        <li key={x.id}>
          <Link to={paths.to('template', { templateId: x.templateId })}>{lang === 'en' ? x.nameEn : x.nameCn}</Link>
          <span>
            {t(`usage.${x.usage}`)} · {t('overview.purchased', { date: formatDay(x.purchasedAt) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

import { Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubscriptionItem } from '@lexbridge/contract/api/subscriptions';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { formatDay } from '../../../../shared/subscriptions/format.ts';

/** antd-mobile's tag colours for the statuses: running green, due soon amber, not started blue, expired grey. */
export const MOBILE_TONE = { subscribing: 'success', due_soon: 'warning', not_started: 'primary', expired: 'default' } as const;

/** One subscription in a phone list: the package columns of spec §2 as facts, opening its view. */
export function SubscriptionCard({ s }: { s: SubscriptionItem }) {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  const paths = usePaths();
  return (
    <Link to={paths.to('subscribeView', { id: s.id })} className="lb-m-linkcard lb-m-sub">
      <span className="lb-m-sub__main">
        <span className="lb-m-sub__head">
          <strong className="lb-m-sub__name">{lang === 'en' ? s.packageNameEn : s.packageNameCn}</strong>
          <span className="lb-m-sub__tags">
            <Tag color={MOBILE_TONE[s.status]} fill="outline">
              {t(`status.${s.status}`)}
            </Tag>
            {s.refunded && (
              <Tag color="danger" fill="outline">
                {t('refunded')}
              </Tag>
            )}
          </span>
        </span>
        <span className="lb-m-sub__facts">
          <span>
            {t('col.expiry')} {formatDay(s.expiresAt)}
          </span>
          <span>
            {t('col.generated')} {s.generatedCount}
          </span>
          {s.trialRemaining !== null && (
            <span>
              {t('col.trialRemaining')} {t('remaining', { left: s.trialRemaining, total: s.trialTotal })}
            </span>
          )}
          <span>
            {t('col.price')} {s.priceFen === 0 ? t('free') : yuan(s.priceFen)}
          </span>
        </span>
      </span>
      <RightOutline aria-hidden="true" className="lb-m-sub__arrow" />
    </Link>
  );
}

import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitlementView } from '@lexbridge/contract/api/drafting';
import { formatFen } from '../../../../shared/format.ts';

/** How the contract will be paid: a package, a purchased template, the free trial, or a price per contract. */
export function EntitlementNote({ entitlement }: { entitlement: EntitlementView }) {
  const { t } = useTranslation('drafting');
  const e = entitlement;
  const text =
    e.kind === 'trial'
      ? t('entitlement.trial', { count: e.trialRemaining ?? 0 })
      : e.kind === 'contract-price'
        ? t('entitlement.contractPrice', { price: formatFen(e.priceFen) })
        : t(`entitlement.${e.kind === 'paid-contract' ? 'paidContract' : e.kind}`);
  return <Tag color={e.kind === 'contract-price' ? 'gold' : 'blue'} className="lb-entitlement">{text}</Tag>;
}

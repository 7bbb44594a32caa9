import { useState } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubscriptionItem, SubscriptionType } from '@lexbridge/contract/api/subscriptions';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { useSubscriptions } from '../../../../shared/subscriptions/api/listSubscriptions.ts';
import { formatDay, STATUS_TONE } from '../../../../shared/subscriptions/format.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { CreateDocumentModal } from './CreateDocumentModal.tsx';
import { SubsTable } from './SubsTable.tsx';

const PAGE_SIZE = 10;

/** Why "Create document" is not offered for a subscription, or null when it is. */
export function blockedReason(s: SubscriptionItem): 'expired' | 'notStarted' | 'noTrials' | null {
  if (s.status === 'expired') return 'expired';
  if (s.status === 'not_started') return 'notStarted';
  if (s.type === 'trial' && (s.trialRemaining ?? 0) <= 0) return 'noTrials';
  return null;
}

/** Contract Packages or Free Trial Packages: the package columns of spec §2 with Templates and Create document. */
export function PackageTable({ type }: { type: SubscriptionType }) {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  const paths = usePaths();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState<SubscriptionItem | null>(null);
  const list = useSubscriptions(type, page, PAGE_SIZE);
  const name = (s: SubscriptionItem) => (lang === 'en' ? s.packageNameEn : s.packageNameCn);

  return (
    <SubsTable<SubscriptionItem>
      list={list}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      empty={t(type === 'trial' ? 'empty.trial' : 'empty.packages')}
      columns={[
        {
          key: 'name',
          title: t('col.packageName'),
          render: (_, s) => (
            <Link to={paths.to('production', { id: s.packageId })} className="lb-subs-name">
              {name(s)}
            </Link>
          ),
        },
        {
          key: 'status',
          title: t('col.status'),
          width: 110,
          render: (_, s) => (
            <span className="lb-subs-status">
              <Tag color={STATUS_TONE[s.status]}>{t(`status.${s.status}`)}</Tag>
              {s.refunded && <Tag color="error">{t('refunded')}</Tag>}
              {s.status === 'not_started' && <span className="lb-muted">{t('startsOn', { date: formatDay(s.startsAt) })}</span>}
            </span>
          ),
        },
        { key: 'expiry', title: t('col.expiry'), width: 110, render: (_, s) => formatDay(s.expiresAt) },
        { key: 'generated', title: t('col.generated'), width: 96, align: 'right', render: (_, s) => s.generatedCount },
        {
          key: 'trial',
          title: t('col.trialRemaining'),
          width: 110,
          align: 'right',
          render: (_, s) => (s.trialRemaining === null ? t('none') : t('remaining', { left: s.trialRemaining, total: s.trialTotal })),
        },
        { key: 'price', title: t('col.price'), width: 100, align: 'right', render: (_, s) => (s.priceFen === 0 ? t('free') : yuan(s.priceFen)) },
        {
          key: 'actions',
          title: t('col.actions'),
          width: 150,
          render: (_, s) => {
            const blocked = blockedReason(s);
            const create = (
              <Button size="small" type="primary" disabled={blocked !== null} onClick={() => setCreating(s)} aria-label={`${t('action.create')}: ${name(s)}`}>
                {t('action.create')}
              </Button>
            );
            return (
              <span className="lb-subs-actions">
                <LinkButton size="small" to={`${paths.to('production', { id: s.packageId })}?tab=templates`} aria-label={`${t('action.templates')}: ${name(s)}`}>
                  {t('action.templates')}
                </LinkButton>
                {blocked ? <Tooltip title={t(`blocked.${blocked}`)}>{create}</Tooltip> : create}
              </span>
            );
          },
        },
      ]}
    >
      {list.data && (
        <p className="lb-muted lb-subs-foot">
          {t('total', { count: list.data.total })} · {t('dueSoonHint', { count: list.data.dueSoonDays })}
        </p>
      )}
      <CreateDocumentModal item={creating} onClose={() => setCreating(null)} />
    </SubsTable>
  );
}

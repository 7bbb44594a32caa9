import { useTranslation } from 'react-i18next';
import type { SubscriptionType } from '@lexbridge/contract/api/subscriptions';
import { listSubscriptions } from '../../../../shared/subscriptions/api/listSubscriptions.ts';
import { subscriptionsRoot } from '../../../../shared/subscriptions/keys.ts';
import { PagedList } from '../../../components/PagedList.tsx';
import { usePagedList } from '../../../components/usePagedList.ts';
import { NoSubscriptions } from './NoSubscriptions.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';

/** Package subscriptions or free-trial packages, page by page as the list is scrolled; the empty state offers pricing. */
export function SubscriptionList({ type }: { type: SubscriptionType }) {
  const { t } = useTranslation('subscriptions');
  const list = usePagedList([...subscriptionsRoot, 'infinite', type], (pageNo, pageSize) => listSubscriptions(type, pageNo, pageSize));
  return (
    <PagedList list={list} empty={<NoSubscriptions text={t(type === 'trial' ? 'empty.trial' : 'empty.packages')} />}>
      <ul className="lb-m-cardlist">
        {list.items.map((s) => (
          <li key={s.id}>
            <SubscriptionCard s={s} />
          </li>
        ))}
      </ul>
      <p className="lb-m-muted lb-m-subs__hint">{t('dueSoonHint', { count: list.first?.dueSoonDays ?? 0 })}</p>
    </PagedList>
  );
}

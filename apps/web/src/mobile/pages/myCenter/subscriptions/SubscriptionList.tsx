import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOBILE_PAGING } from '@lexbridge/contract/constants';
import type { SubscriptionType } from '@lexbridge/contract/api/subscriptions';
import { listSubscriptions } from '../../../../shared/subscriptions/api/listSubscriptions.ts';
import { subscriptionsRoot } from '../../../../shared/subscriptions/keys.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PagedListFooter } from '../../../components/PagedListFooter.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';

const PAGE_SIZE = 10;

/** Package subscriptions or free-trial packages, page by page as the list is scrolled; the empty state offers pricing. */
export function SubscriptionList({ type }: { type: SubscriptionType }) {
  const { t } = useTranslation('subscriptions');
  const { t: tc } = useTranslation('common');
  const paths = usePaths();
  const pages = useInfiniteQuery({
    queryKey: [...subscriptionsRoot, 'infinite', type],
    queryFn: ({ pageParam }) => listSubscriptions(type, pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE < last.total ? all.length + 1 : undefined),
  });
  const items = pages.data?.pages.flatMap((p) => p.list) ?? [];
  if (pages.isPending) {
    return (
      <p className="lb-m-empty" role="status">
        {tc(MOBILE_PAGING.loading)}
      </p>
    );
  }
  if (!items.length) {
    return (
      <div className="lb-m-empty">
        <p>{t(type === 'trial' ? 'empty.trial' : 'empty.packages')}</p>
        <Link to={paths.to('items')} className="lb-mbtn lb-mbtn--primary">
          {t('subscribe')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="lb-m-subs">
        {items.map((s) => (
          <li key={s.id}>
            <SubscriptionCard s={s} />
          </li>
        ))}
      </ul>
      <p className="lb-m-muted lb-m-subs__hint">{t('dueSoonHint', { count: pages.data?.pages[0]?.dueSoonDays ?? 0 })}</p>
      <PagedListFooter
        hasMore={!!pages.hasNextPage}
        loadMore={async () => {
          await pages.fetchNextPage();
        }}
      />
    </>
  );
}

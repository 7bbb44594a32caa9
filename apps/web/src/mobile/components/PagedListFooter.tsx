import { useState } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MOBILE_PAGING } from '@lexbridge/contract/constants';

/**
 * The end of a mobile list that loads page by page, with the paging texts of spec §9:
 * loading, pull up to load more, all loaded.
 */
export function PagedListFooter({ hasMore, loadMore }: { hasMore: boolean; loadMore: () => Promise<void> }) {
  const { t } = useTranslation('common');
  const [loading, setLoading] = useState(false);
  const load = async () => {
    setLoading(true);
    try {
      await loadMore();
    } finally {
      setLoading(false);
    }
  };
  return (
    <InfiniteScroll hasMore={hasMore} loadMore={load}>
      {(more, failed, retry) => (
        <span className="lb-m-paging" role="status">
          {failed ? (
            <button type="button" className="lb-m-paging__retry" onClick={() => void retry()}>
              {t('retry')}
            </button>
          ) : loading ? (
            t(MOBILE_PAGING.loading)
          ) : more ? (
            t(MOBILE_PAGING.more)
          ) : (
            t(MOBILE_PAGING.done)
          )}
        </span>
      )}
    </InfiniteScroll>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_PAGING } from '@lexbridge/contract/constants';
import { PagedListFooter } from './PagedListFooter.tsx';
import type { PagedListState } from './usePagedList.ts';

/**
 * A list read with usePagedList: the §9 loading text until the first page is in, `empty` when there are no rows,
 * otherwise the rows (`children`) and the paging footer that reads the next page as the list is scrolled.
 */
export function PagedList({ list, empty, children }: { list: PagedListState; empty: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('common');
  if (list.isPending) {
    return (
      <p className="lb-m-empty" role="status">
        {t(MOBILE_PAGING.loading)}
      </p>
    );
  }
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      {children}
      <PagedListFooter hasMore={list.hasMore} loadMore={list.loadMore} />
    </>
  );
}

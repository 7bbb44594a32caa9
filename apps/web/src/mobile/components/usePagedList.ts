import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** One page of a listing call: its rows and how many there are in all. */
export interface ListPage<T> {
  list: T[];
  total: number;
}

/**
 * A list on a phone, read page by page as it is scrolled: the rows read so far in order, the first page's answer (for
 * what the call says beside its rows), and the next page while fewer rows than the total have been read.
 */
export function usePagedList<P extends ListPage<unknown>>(queryKey: QueryKey, fetchPage: (pageNo: number, pageSize: number) => Promise<P>, pageSize = 10) {
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * pageSize < last.total ? all.length + 1 : undefined),
  });
  return {
    isPending: pages.isPending,
    items: (pages.data?.pages.flatMap((p) => p.list) ?? []) as P['list'],
    first: pages.data?.pages[0],
    hasMore: !!pages.hasNextPage,
    loadMore: async () => {
      await pages.fetchNextPage();
    },
  };
}

export type PagedListState = Pick<ReturnType<typeof usePagedList>, 'isPending' | 'items' | 'hasMore' | 'loadMore'>;

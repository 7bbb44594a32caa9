import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { tablePaging } from '../../../components/tablePaging.ts';
import { Failed } from '../../catalogue/components/LoadState.tsx';
import { NoSubscriptions } from './NoSubscriptions.tsx';

interface Props<T> {
  /** The tab's page query. */
  list: { isError: boolean; isPending: boolean; data?: { list: T[]; total: number }; refetch: () => unknown };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What an empty tab says above Subscribe Now. */
  empty: string;
  columns: TableColumnsType<T>;
  /** What follows the rows (totals, dialogs). */
  children?: ReactNode;
}

/** A My Subscriptions tab: the failure with Retry, the empty tab, or the rows page by page and what follows them. */
export function SubsTable<T extends { id: number }>({ list, page, pageSize, onPage, empty, columns, children }: Props<T>) {
  if (list.isError) return <Failed onRetry={() => void list.refetch()} />;
  if (list.data && list.data.total === 0) return <NoSubscriptions text={empty} />;
  return (
    <>
      <Table<T> className="lb-subs-table" rowKey="id" loading={list.isPending} dataSource={list.data?.list ?? []} pagination={tablePaging(page, pageSize, list.data?.total ?? 0, onPage)} columns={columns} />
      {children}
    </>
  );
}

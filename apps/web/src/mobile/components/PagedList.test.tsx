import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../shared/api/queryClient.ts';
import { freshPage } from '../../testing/helpers.ts';
import { PagedList } from './PagedList.tsx';
import { usePagedList } from './usePagedList.ts';

const WAIT = { timeout: 10_000 };

/** A listing call over `total` numbered rows that records the pages asked for, answering when `gate` opens. */
function rowsCall(total: number, gate: Promise<void> = Promise.resolve()) {
  const asked: Array<[number, number]> = [];
  const call = async (pageNo: number, pageSize: number) => {
    asked.push([pageNo, pageSize]);
    await gate;
    const from = (pageNo - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - from)) }, (_, i) => from + i + 1);
    return { list, total, note: `of ${total}` };
  };
  return { asked, call };
}

function Rows({ call }: { call: (pageNo: number, pageSize: number) => Promise<{ list: number[]; total: number; note: string }> }) {
  const list = usePagedList(['paged-list-test'], call);
  return (
    <PagedList list={list} empty={<p>nothing here</p>}>
      <ul>
        {list.items.map((n) => (
          <li key={n}>row {n}</li>
        ))}
      </ul>
      <p>{list.first?.note}</p>
      {/* What the footer does when it comes into view (the test browser lays nothing out, so it never does). */}
      <button type="button" onClick={() => void list.loadMore()}>
        next
      </button>
    </PagedList>
  );
}

const show = (call: Parameters<typeof Rows>[0]['call']) =>
  render(
    <QueryClientProvider client={queryClient}>
      <Rows call={call} />
    </QueryClientProvider>,
  );

beforeEach(async () => {
  queryClient.clear();
  await freshPage('/m/cn/myCenter', 'cn');
});
afterEach(cleanup);

describe('a list read page by page on a phone', () => {
  it('says it is loading until the first page is in, then shows the rows, what the first page says, and the footer', async () => {
    let open = () => {};
    const { call } = rowsCall(3, new Promise<void>((resolve) => (open = resolve)));
    show(call);
    expect(screen.getByRole('status').textContent).toBe('加载中');
    open();
    expect(await screen.findByText('row 3', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('of 3')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已全部加载'), WAIT);
  });

  it('reads the next page while fewer rows than the total are in, ten at a time, and stops at the total', async () => {
    const { asked, call } = rowsCall(23);
    show(call);
    expect(await screen.findByText('row 10', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('上拉加载更多');
    fireEvent.click(screen.getByText('next'));
    expect(await screen.findByText('row 20', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByText('next'));
    expect(await screen.findByText('row 23', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已全部加载'), WAIT);
    fireEvent.click(screen.getByText('next'));
    expect(asked).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(23);
  });

  it('shows the empty state and no footer when there are no rows', async () => {
    const { asked, call } = rowsCall(0);
    show(call);
    expect(await screen.findByText('nothing here', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(asked).toEqual([[1, 10]]);
  });
});

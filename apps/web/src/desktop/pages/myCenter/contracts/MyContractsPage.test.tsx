import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ContractItem } from '@lexbridge/contract/api/drafting';
import { envelope, fakeApi, freshPage, recordToasts, setCookieRaw } from '../../../../testing/helpers.ts';
import { queryClient } from '../../../../shared/api/queryClient.ts';
import MyContractsPage from './MyContractsPage.tsx';
import ContractViewPage from '../../../../mobile/pages/myCenter/contracts/ContractViewPage.tsx';
import { PageContext } from '../../../../routes/pageContext.ts';
import { routeByName } from '@lexbridge/contract/routes';

const WAIT = { timeout: 15_000 };
const contract = (id: number, over: Partial<ContractItem> = {}): ContractItem => ({
  id,
  name: `Sale contract ${id}`,
  templateId: 'sale-of-goods',
  templateNameCn: '货物买卖合同',
  templateNameEn: 'Sale of Goods Contract',
  packageId: 'trial',
  packageNameCn: '免费试用套餐',
  packageNameEn: 'Free Trial Package',
  classifyId: 'trade',
  scene: 'domestic',
  groupId: null,
  priceFen: 0,
  paid: true,
  version: 1,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  ...over,
});

function renderPage(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My Contracts', { timeout: 60_000 }, () => {
  it('asks for contracts, then for a group, before moving (spec §5)', async () => {
    await freshPage('/en/myCenter/contract', 'en');
    setCookieRaw('token', 'tok');
    const toasts = recordToasts();
    const moves: unknown[] = [];
    fakeApi({
      'GET /api/contractGroups': { body: envelope(200, [{ id: null, name: '', isDefault: true, count: 1, sort: 0 }, { id: 4, name: 'Client A', isDefault: false, count: 0, sort: 1 }]) },
      'GET /api/contracts': { body: envelope(200, { list: [contract(11)], total: 1 }) },
      'GET /api/drafts': { body: envelope(200, { list: [], total: 0 }) },
      'GET /api/messages/unread': { body: envelope(200, { count: 0 }) },
      'PUT /api/contracts/move': (call) => {
        moves.push(JSON.parse(call.body!));
        return { body: envelope(200, { count: 1 }) };
      },
    });
    renderPage('/en/myCenter/contract', <MyContractsPage />);
    expect(await screen.findByText('Sale contract 11', {}, WAIT)).toBeTruthy();
    const groups = screen.getByRole('navigation', { name: 'Contract groups' });
    expect(within(groups).getByText('Default group')).toBeTruthy();
    expect(within(groups).getByText('Client A')).toBeTruthy();

    fireEvent.click(screen.getByText('Move to group', { selector: 'button *' }));
    expect(toasts.errors).toEqual(['Please select contracts']);

    fireEvent.click(document.querySelector('tr[data-row-key="11"] input[type=checkbox]')!);
    fireEvent.click(screen.getByText('Move to group', { selector: 'button *' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByText('Move', { selector: 'button *' }));
    expect(await within(dialog).findByText('Please select groups')).toBeTruthy();
    expect(moves).toEqual([]);
  });

  it('confirms a delete with the spec words: the contract leaves the personal centre too', async () => {
    await freshPage('/cn/myCenter/contract', 'cn');
    setCookieRaw('token', 'tok');
    recordToasts();
    fakeApi({
      'GET /api/contractGroups': { body: envelope(200, [{ id: null, name: '', isDefault: true, count: 1, sort: 0 }]) },
      'GET /api/contracts': { body: envelope(200, { list: [contract(12, { paid: false, priceFen: 29900, packageId: null })], total: 1 }) },
      'GET /api/drafts': { body: envelope(200, { list: [], total: 0 }) },
      'GET /api/messages/unread': { body: envelope(200, { count: 0 }) },
    });
    renderPage('/cn/myCenter/contract', <MyContractsPage />);
    expect(await screen.findByText('未付款 ¥299', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('付款后预览', { selector: 'button *' })).toBeTruthy();
    fireEvent.click(document.querySelector('tr[data-row-key="12"] input[type=checkbox]')!);
    fireEvent.click(screen.getByText('删除', { selector: 'button *' }));
    expect(await screen.findByText('合同将同时从个人中心删除，且无法恢复。', {}, WAIT)).toBeTruthy();
  });
});

describe('mobile contract view', { timeout: 60_000 }, () => {
  it('shows the §8 notice for an unpaid contract and asks for no preview', async () => {
    await freshPage('/m/en/myCenter/contract/view/12', 'en');
    setCookieRaw('token', 'tok');
    recordToasts();
    const api = fakeApi({
      'GET /api/contracts/12': { body: envelope(200, { ...contract(12, { paid: false, priceFen: 29900 }), versions: [{ version: 1, answeredAt: 1_700_000_000_000, createdAt: 1_700_000_000_000 }] }) },
    });
    renderPage(
      '/m/en/myCenter/contract/view/12',
      <PageContext.Provider value={{ def: routeByName('mobile', 'myContractView')!, params: { id: '12' }, device: 'mobile', lang: 'en' }}>
        <ContractViewPage />
      </PageContext.Provider>,
    );
    expect(await screen.findByText('The contract is not paid, please preview after payment by PC', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('v1')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname.endsWith('/preview'))).toBe(false));
    expect(screen.queryByText('PDF')).toBeNull();
  });
});

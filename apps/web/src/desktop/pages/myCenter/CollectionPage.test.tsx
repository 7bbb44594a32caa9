import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { pkg, saleOfGoods } from '../../../shared/catalogue/testing/fixtures.ts';
import { renderPage } from '../../../shared/catalogue/testing/renderPage.tsx';
import type { CollectionItem } from '../../../shared/catalogue/types.ts';
import { envelope, fakeApi, freshPage, recordToasts, setCookieRaw } from '../../../testing/helpers.ts';
import CollectionPage from './CollectionPage.tsx';

const WAIT = { timeout: 10_000 };
const AT = Date.UTC(2025, 2, 18, 2, 30);
const items: CollectionItem[] = [
  { targetType: 'template', targetId: 'sale-of-goods', nameCn: '货物销售合同', nameEn: 'Sale of Goods Contract', createdAt: AT, template: saleOfGoods },
  { targetType: 'package', targetId: 'custom', nameCn: '定制套餐', nameEn: 'Customised Package', createdAt: AT, package: pkg({ id: 'custom' }) },
];

beforeEach(() => {
  queryClient.clear();
  recordToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My Favorites (desktop)', { timeout: 30_000 }, () => {
  it('lists favourites with their prices and links, removes one after confirming, and shows the empty state', async () => {
    await freshPage('/en/myCenter/collection', 'en');
    setCookieRaw('token', 'tok');
    let list = [...items];
    const api = fakeApi({
      'GET /api/messages/unread': { body: envelope(200, { count: 0 }) },
      'GET /api/collections': () => ({ body: envelope(200, { list, total: list.length }) }),
      'DELETE /api/collections': (c) => {
        list = list.filter((i) => i.targetId !== c.url.searchParams.get('targetId'));
        return { body: envelope(200, { favourite: false }) };
      },
    });
    renderPage(<CollectionPage />, { path: '/en/myCenter/collection', route: 'collection' });
    const link = (name: string) => screen.queryByText(name, { selector: 'a' });
    expect((await screen.findByText('Sale of Goods Contract', { selector: 'a' }, WAIT)).getAttribute('href')).toBe('/en/template/sale-of-goods');
    expect(link('Customised Package')!.getAttribute('href')).toBe('/en/production/custom');
    expect(screen.getByText('¥299 per contract')).toBeTruthy();
    expect(screen.getByText('¥18,888/year')).toBeTruthy();
    expect(screen.getAllByText('Added 2025-03-18 10:30')).toHaveLength(2);

    fireEvent.click(screen.getByLabelText('Remove: Customised Package'));
    fireEvent.click(await screen.findByText('Remove', { selector: '.ant-popconfirm-buttons button, .ant-popconfirm-buttons button *' }, WAIT));
    await waitFor(() => expect(link('Customised Package')).toBeNull(), WAIT);
    const del = api.calls.find((c) => c.method === 'DELETE')!;
    expect(Object.fromEntries(del.url.searchParams)).toEqual({ targetType: 'package', targetId: 'custom' });

    fireEvent.click(screen.getByLabelText('Remove: Sale of Goods Contract'));
    fireEvent.click(await screen.findByText('Remove', { selector: '.ant-popconfirm-buttons button, .ant-popconfirm-buttons button *' }, WAIT));
    expect(await screen.findByText(/Nothing in your favourites yet/, {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Browse templates', { selector: 'a, a *' }).closest('a')!.getAttribute('href')).toBe('/en/product/classify');
  });
});

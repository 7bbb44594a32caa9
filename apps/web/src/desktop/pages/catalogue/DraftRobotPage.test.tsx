import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { packages, recommended } from '../../../shared/catalogue/testing/fixtures.ts';
import { renderPage } from '../../../shared/catalogue/testing/renderPage.tsx';
import { envelope, fakeApi, freshPage, recordToasts } from '../../../testing/helpers.ts';
import DraftRobotPage from './DraftRobotPage.tsx';

const WAIT = { timeout: 10_000 };

beforeEach(() => {
  queryClient.clear();
  recordToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('drafting product page (desktop)', { timeout: 30_000 }, () => {
  it('shows the drafting packages as pricing cards with §9 prices, and the recommended templates with their scenes', async () => {
    await freshPage('/en/product/draftRobot', 'en');
    const api = fakeApi({
      'GET /api/productpkgs': { body: envelope(200, { list: packages, total: 2, pageNo: 1, pageSize: 50 }) },
      'GET /api/classifies/recommended': { body: envelope(200, recommended) },
    });
    renderPage(<DraftRobotPage />, { path: '/en/product/draftRobot', route: 'draftRobot' });

    const card = (await screen.findByRole('article', { name: 'Customised Package' }, WAIT)) as HTMLElement;
    expect(within(card).getByText('¥18,888')).toBeTruthy();
    expect(within(card).getByText('/year')).toBeTruthy();
    expect(within(card).getByText('¥19,888/year').tagName).toBe('S');
    expect(within(card).getByText('5% off')).toBeTruthy();
    expect(within(card).getByText('25/51 categories')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Subscribe: Customised Package' }).getAttribute('href')).toBe('/en/production/custom');
    const listCall = api.calls.find((c) => c.url.pathname === '/api/productpkgs')!;
    expect(Object.fromEntries(listCall.url.searchParams)).toMatchObject({ productType: '4', english: 'false', close: 'false', pageNo: '1', pageSize: '50' });

    const trade = screen.getByRole('region', { name: 'Sale/Procurement of Goods or Services' });
    expect(within(trade).getByRole('link', { name: 'Sale of Goods Contract' }).getAttribute('href')).toBe('/en/classifyTemplate/sale-of-goods/trade');
    expect(within(trade).getByRole('link', { name: 'Outbound (from China)' }).getAttribute('href')).toBe('/en/classifyTemplate/sale-of-goods/trade?scene=exit');
    const ma = screen.getByRole('region', { name: 'M&A/Investment' });
    expect(within(ma).getByText('No scenes')).toBeTruthy();
    expect(within(ma).getByText('Coming soon')).toBeTruthy();
    expect(within(ma).getByRole('link', { name: /View all/ }).getAttribute('href')).toBe('/en/product/classifyAll/ma');
  });

  it('says so when the packages cannot be loaded, and offers to retry', async () => {
    await freshPage('/cn/product/draftRobot', 'cn');
    let calls = 0;
    fakeApi({
      'GET /api/productpkgs': () => (++calls === 1 ? { status: 500, body: envelope(100005) } : { body: envelope(200, { list: packages, total: 2, pageNo: 1, pageSize: 50 }) }),
      'GET /api/classifies/recommended': { body: envelope(200, []) },
    });
    renderPage(<DraftRobotPage />, { path: '/cn/product/draftRobot', route: 'draftRobot' });
    const retry = await screen.findByRole('button', { name: '重试' }, WAIT);
    expect(screen.getByText('此处暂无模板。')).toBeTruthy();
    retry.click();
    const card = (await screen.findByRole('article', { name: '定制套餐' }, WAIT)) as HTMLElement;
    expect(within(card).getByText('¥18,888')).toBeTruthy();
    expect(within(card).getByText('/年')).toBeTruthy();
    expect(within(card).getByText('¥19,888/年').tagName).toBe('S');
  });
});

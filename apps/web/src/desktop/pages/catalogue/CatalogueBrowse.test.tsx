import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { capitalIncrease, jv, packageDetail, saleOfGoods, tree } from '../../../shared/catalogue/testing/fixtures.ts';
import { renderPage } from '../../../shared/catalogue/testing/renderPage.tsx';
import { envelope, fakeApi, freshPage, recordNavigation, recordToasts, setCookieRaw } from '../../../testing/helpers.ts';
import ProductionPage from './ProductionPage.tsx';
import ClassifyPage from './ClassifyPage.tsx';

const WAIT = { timeout: 10_000 };

beforeEach(() => {
  queryClient.clear();
  recordToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('package page (desktop)', { timeout: 30_000 }, () => {
  it('counts the visit once, shows price and views, and filters the templates to the subscribed ones', async () => {
    await freshPage('/en/production/custom', 'en');
    const api = fakeApi({
      'GET /api/productpkgs/custom': { body: envelope(200, packageDetail()) },
      'PUT /api/productpkgs/incwatchnum': { body: envelope(200, { watchNum: 42 }) },
    });
    const router = renderPage(<ProductionPage />, { path: '/en/production/custom', route: 'production', params: { id: 'custom' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customised Package' }, WAIT)).toBeTruthy();
    await screen.findByText('42 views', {}, WAIT);
    const counts = api.calls.filter((c) => c.method === 'PUT');
    expect(counts).toHaveLength(1);
    expect(counts[0].url.searchParams.get('id')).toBe('custom');
    expect(screen.getByText('Was ¥19,888/year').tagName).toBe('S');
    // Subscribe opens the payment dialog; a visitor logs in first and comes back here.
    fireEvent.click(screen.getByText('Subscribe', { selector: 'button, button *' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/en/phone?redirect=%2Fen%2Fproduction%2Fcustom');
    await router.navigate('/en/production/custom');
    await screen.findByText('42 views', {}, WAIT);

    fireEvent.click(screen.getByText('View templates', { selector: 'button, button *' }));
    expect(await screen.findByText('Sino-foreign Joint Venture Agreement', { selector: 'a' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Sale of Goods Contract', { selector: 'a' }).getAttribute('href')).toBe('/en/template/custom/sale-of-goods');
    fireEvent.click(screen.getByText('Subscribed', { selector: '.ant-segmented *' }));
    await waitFor(() => expect(screen.queryByText('Sino-foreign Joint Venture Agreement', { selector: 'a' })).toBeNull());
    expect(screen.getByText('Sale of Goods Contract', { selector: 'a' })).toBeTruthy();
  });

  it('collects the package for a logged-in user, and sends a visitor to log in first', async () => {
    await freshPage('/cn/production/custom', 'cn');
    const visits = recordNavigation();
    fakeApi({
      'GET /api/productpkgs/custom': { body: envelope(200, packageDetail()) },
      'PUT /api/productpkgs/incwatchnum': { body: envelope(200, { watchNum: 42 }) },
    });
    renderPage(<ProductionPage />, { path: '/cn/production/custom', route: 'production', params: { id: 'custom' } });
    fireEvent.click(await screen.findByRole('button', { name: /收藏/ }, WAIT));
    expect(visits.at(-1)?.to).toBe('/cn/phone?redirect=%2Fcn%2Fproduction%2Fcustom');
    cleanup();

    setCookieRaw('token', 'tok');
    queryClient.clear();
    const api = fakeApi({
      'GET /api/productpkgs/custom': { body: envelope(200, packageDetail()) },
      'PUT /api/productpkgs/incwatchnum': { body: envelope(200, { watchNum: 43 }) },
      'PUT /api/collections': { body: envelope(200, { favourite: true }) },
    });
    renderPage(<ProductionPage />, { path: '/cn/production/custom', route: 'production', params: { id: 'custom' } });
    const fav = await screen.findByRole('button', { name: /收藏/ }, WAIT);
    expect(fav.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(fav);
    await waitFor(() => expect(fav.getAttribute('aria-pressed')).toBe('true'));
    expect(fav.textContent).toContain('已收藏');
    const put = api.calls.find((c) => c.url.pathname === '/api/collections')!;
    expect(JSON.parse(put.body!)).toEqual({ targetType: 'package', targetId: 'custom' });
  });
});

describe('catalogue and search (desktop)', { timeout: 30_000 }, () => {
  it('lists a category by sub-category, filters by scene and marks templates not written yet', async () => {
    await freshPage('/en/product/classify/ma', 'en');
    const api = fakeApi({
      'GET /api/classifies/tree': { body: envelope(200, tree) },
      'GET /api/classifies/all': { body: envelope(200, [jv, capitalIncrease]) },
    });
    renderPage(<ClassifyPage />, { path: '/en/product/classify/ma', route: 'classify', params: { classifyId: 'ma' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'M&A/Investment' }, WAIT)).toBeTruthy();
    expect(api.calls.find((c) => c.url.pathname === '/api/classifies/all')!.url.searchParams.get('classifyId')).toBe('ma');
    const equity = screen.getByRole('region', { name: /Equity transactions/ });
    expect(within(equity).getByText('Coming soon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'M&A/Investment' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByText('Outbound', { selector: '.ant-segmented *' }));
    await waitFor(() => expect(screen.queryByText('Sino-foreign Joint Venture Agreement', { selector: 'a' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Capital Increase Agreement' }).getAttribute('href')).toBe('/en/classifyTemplate/capital-increase/ma-equity');
  });

  it('shows templates and packages for the header search keyword, and says when nothing matches', async () => {
    await freshPage('/cn/product/classify?keyword=sale', 'cn');
    const api = fakeApi({
      'GET /api/classifies/tree': { body: envelope(200, tree) },
      'GET /api/search': (c) => ({ body: envelope(200, c.url.searchParams.get('q') === 'sale' ? { templates: [saleOfGoods], packages: [packageDetail()] } : { templates: [], packages: [] }) }),
      'GET /api/productpkgs/hot': { body: envelope(200, []) },
    });
    const router = renderPage(<ClassifyPage />, { path: '/cn/product/classify?keyword=sale', route: 'classify' });
    expect(await screen.findByRole('heading', { level: 1, name: '“sale”的搜索结果' }, WAIT)).toBeTruthy();
    expect(await screen.findByRole('link', { name: '货物销售合同' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: /定制套餐/ }).getAttribute('href')).toBe('/cn/production/custom');
    expect(api.calls.find((c) => c.url.pathname === '/api/search')!.url.searchParams.get('q')).toBe('sale');

    const box = screen.getByRole('searchbox', { name: '搜索模板和套餐' });
    fireEvent.change(box, { target: { value: 'zzz' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=zzz'));
    expect(await screen.findByText('没有与“zzz”匹配的结果。请换个词试试，中英文均可。', {}, WAIT)).toBeTruthy();
  });
});

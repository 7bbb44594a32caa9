import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { packageDetail, templateDetail, tree } from '../../../shared/catalogue/testing/fixtures.ts';
import { renderPage } from '../../../shared/catalogue/testing/renderPage.tsx';
import { envelope, fakeApi, freshPage, recordToasts, setCookieRaw } from '../../../testing/helpers.ts';
import TemplatePage from './TemplatePage.tsx';
import ProductionPage from './ProductionPage.tsx';
// The mobile site's setup: antd-mobile dialogs rendered with React 19.
import '../../MobileApp.tsx';

const WAIT = { timeout: 10_000 };

beforeEach(() => {
  queryClient.clear();
  recordToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('mobile catalogue pages', { timeout: 30_000 }, () => {
  it('template page: scene chips, prices, and Start drafting tells a phone that contracts are created on a PC (spec §5)', async () => {
    await freshPage('/m/en/template/sale-of-goods?scene=exit', 'en');
    setCookieRaw('token', 'tok');
    fakeApi({
      'GET /api/templates/sale-of-goods': { body: envelope(200, templateDetail()) },
      'GET /api/classifies/tree': { body: envelope(200, tree) },
    });
    const router = renderPage(<TemplatePage />, { path: '/m/en/template/sale-of-goods?scene=exit', route: 'template', params: { templateId: 'sale-of-goods' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale of Goods Contract' }, WAIT)).toBeTruthy();
    expect(screen.getByText('A Chinese party dealing abroad')).toBeTruthy();
    expect(screen.getByText('¥299')).toBeTruthy();
    fireEvent.click(screen.getByText('Inbound (into China)'));
    await waitFor(() => expect(router.state.location.search).toBe('?scene=entry'));
    await act(async () => {
      fireEvent.click(screen.getByText('Start drafting'));
    });
    expect(await screen.findByText('Contracts are created on a PC. Please open this page on a computer to start drafting.', {}, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/m/en/template/sale-of-goods');
  });

  it('package page: counts the visit, and Subscribe says packages are bought on a PC', async () => {
    await freshPage('/m/cn/production/custom', 'cn');
    const api = fakeApi({
      'GET /api/productpkgs/custom': { body: envelope(200, packageDetail()) },
      'PUT /api/productpkgs/incwatchnum': { body: envelope(200, { watchNum: 42 }) },
    });
    renderPage(<ProductionPage />, { path: '/m/cn/production/custom', route: 'production', params: { id: 'custom' } });
    expect(await screen.findByRole('heading', { level: 1, name: '定制套餐' }, WAIT)).toBeTruthy();
    expect(await screen.findByText('42 次浏览', { exact: false }, WAIT)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(screen.getByText('¥18,888')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('立即订阅'));
    });
    expect(await screen.findByText('套餐和模板仅支持在电脑端购买，请在电脑上打开本页面订阅。', {}, WAIT)).toBeTruthy();
  });
});

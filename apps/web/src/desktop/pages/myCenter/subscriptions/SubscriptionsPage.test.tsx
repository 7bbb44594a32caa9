import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../../../../shared/api/queryClient.ts';
import { renderPage } from '../../../../shared/catalogue/testing/renderPage.tsx';
import { envelope, fakeApi, freshPage, recordToasts, setCookieRaw } from '../../../../testing/helpers.ts';
import SubscriptionsPage from './SubscriptionsPage.tsx';

const WAIT = { timeout: 15_000 };
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 10, 2, 0);
const sub = (over: Record<string, unknown>) => ({
  id: 11,
  type: 'subscribe',
  packageId: 'domestic',
  packageNameCn: '国内交易套餐',
  packageNameEn: 'Domestic Transaction Package',
  status: 'subscribing',
  startsAt: NOW,
  expiresAt: NOW + 365 * DAY,
  generatedCount: 4,
  trialTotal: null,
  trialRemaining: null,
  priceFen: 1288800,
  currency: 'CNY',
  orderNo: 'O202601100001',
  ...over,
});
const page = (list: unknown[], dueSoonDays = 30) => envelope(200, { list, total: list.length, pageNo: 1, pageSize: 10, dueSoonDays });

beforeEach(() => {
  queryClient.clear();
  recordToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const link = (text: string) => screen.getByText(text, { selector: 'a, a *' }).closest('a')!.getAttribute('href');

describe('My Subscriptions (desktop)', { timeout: 60_000 }, () => {
  it('lists packages with the §2 columns; Templates opens the package’s templates, Create document a template of the package', async () => {
    await freshPage('/en/myCenter/order', 'en');
    setCookieRaw('token', 'tok');
    fakeApi({
      'GET /api/messages/unread': { body: envelope(200, { count: 0 }) },
      'GET /api/subscriptions': (c) =>
        c.url.searchParams.get('type') === 'trial'
          ? { body: page([sub({ id: 12, type: 'trial', packageId: 'trial', packageNameEn: 'Free Trial Package', trialTotal: 3, trialRemaining: 0, priceFen: 0, orderNo: null, status: 'due_soon' })], 7) }
          : { body: page([sub({ id: 13, status: 'not_started', startsAt: NOW + 365 * DAY, expiresAt: NOW + 730 * DAY, generatedCount: 0 }), sub({})]) },
      'GET /api/subscriptions/11': {
        body: envelope(200, {
          ...sub({}),
          dueSoonDays: 30,
          templates: [
            { templateId: 'sale-of-goods', nameCn: '货物销售合同', nameEn: 'Sale of Goods Contract', built: true },
            { templateId: 'labour-dispatch', nameCn: '劳务派遣协议', nameEn: 'Labour Dispatch Agreement', built: false },
          ],
        }),
      },
    });
    const router = renderPage(<SubscriptionsPage />, { path: '/en/myCenter/order', route: 'order' });
    await screen.findAllByText('Domestic Transaction Package', {}, WAIT);
    expect(screen.getByText('Subscribing')).toBeTruthy();
    expect(screen.getByText('Not started')).toBeTruthy();
    expect(screen.getByText('Starts 2027-01-10')).toBeTruthy();
    expect(screen.getByText('2027-01-10', { selector: 'td' })).toBeTruthy();
    expect(screen.getAllByText('¥12,888')).toHaveLength(2);
    expect(screen.getByText('4', { selector: 'td' })).toBeTruthy();
    expect(screen.getByText(/Due soon: the last 30 days before expiry/)).toBeTruthy();
    const templates = screen.getAllByLabelText('Templates: Domestic Transaction Package')[0];
    expect(templates.getAttribute('href')).toBe('/en/production/domestic?tab=templates');
    // A renewal that has not started yet does not create documents; the running year does.
    const creates = screen.getAllByLabelText('Create document: Domestic Transaction Package') as HTMLButtonElement[];
    expect(creates.map((b) => b.disabled)).toEqual([true, false]);
    fireEvent.click(creates[1]);
    await screen.findByText('Create a document: Domestic Transaction Package', {}, WAIT);
    expect(await screen.findByText('Coming soon', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Start: Sale of Goods Contract'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/en/draft/new?template=sale-of-goods'), WAIT);
  });

  it('trialSubscribe is the Free Trial Packages tab: counts left, free, no document once the counts are used; the tabs have their own addresses', async () => {
    await freshPage('/cn/myCenter/trialSubscribe', 'cn');
    setCookieRaw('token', 'tok');
    fakeApi({
      'GET /api/messages/unread': { body: envelope(200, { count: 0 }) },
      'GET /api/subscriptions': { body: page([sub({ id: 12, type: 'trial', packageId: 'trial', packageNameCn: '免费试用套餐', trialTotal: 3, trialRemaining: 0, priceFen: 0, orderNo: null, status: 'due_soon' })], 7) },
      'GET /api/subscriptions/templates': {
        body: page([
          { id: 2, templateId: 'wfoe-articles', nameCn: '外商独资企业章程', nameEn: 'WFOE Articles', built: true, purchasedAt: NOW, usage: 'used', usedAt: NOW, contractId: 77, priceFen: 299900 },
          { id: 1, templateId: 'sale-of-goods', nameCn: '货物销售合同', nameEn: 'Sale of Goods Contract', built: true, purchasedAt: NOW - DAY, usage: 'unused', usedAt: null, contractId: null, priceFen: 199900 },
        ]),
      },
    });
    const router = renderPage(<SubscriptionsPage />, { path: '/cn/myCenter/trialSubscribe', route: 'trialSubscribe' });
    await screen.findByText('0 / 3', {}, WAIT);
    expect(screen.getByText('免费试用套餐', { selector: 'a' })).toBeTruthy();
    expect(screen.getByText('即将到期')).toBeTruthy();
    expect(screen.getByText(/即将到期：到期前 7 天内/)).toBeTruthy();
    expect(screen.getByText('免费')).toBeTruthy();
    expect((screen.getByLabelText('创建文档: 免费试用套餐') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByText('模板', { selector: '.ant-tabs-tab *' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/cn/myCenter/order?tab=templates'), WAIT);
  });

  it('templates tab: used opens its contract, unused creates a document; an empty tab offers Subscribe Now', async () => {
    await freshPage('/en/myCenter/order?tab=templates', 'en');
    setCookieRaw('token', 'tok');
    let empty = false;
    fakeApi({
      'GET /api/messages/unread': { body: envelope(200, { count: 0 }) },
      'GET /api/subscriptions': { body: page([]) },
      'GET /api/subscriptions/templates': () => ({
        body: page(
          empty
            ? []
            : [
                { id: 2, templateId: 'wfoe-articles', nameCn: '外商独资企业章程', nameEn: 'WFOE Articles', built: true, purchasedAt: NOW, usage: 'used', usedAt: NOW, contractId: 77, priceFen: 299900 },
                { id: 1, templateId: 'sale-of-goods', nameCn: '货物销售合同', nameEn: 'Sale of Goods Contract', built: true, purchasedAt: NOW - DAY, usage: 'unused', usedAt: null, contractId: null, priceFen: 199900 },
              ],
        ),
      }),
    });
    const router = renderPage(<SubscriptionsPage />, { path: '/en/myCenter/order?tab=templates', route: 'order' });
    await screen.findByText('WFOE Articles', {}, WAIT);
    expect(screen.getByText('Already used')).toBeTruthy();
    expect(screen.getByText('Not used')).toBeTruthy();
    expect(screen.getByText('2026-01-10 10:00')).toBeTruthy();
    expect(screen.getByLabelText('View contract: WFOE Articles').getAttribute('href')).toBe('/en/productions/finish/77');
    fireEvent.click(screen.getByLabelText('Create document: Sale of Goods Contract'));
    await waitFor(() => expect(router.state.location.search).toBe('?template=sale-of-goods'), WAIT);

    cleanup();
    queryClient.clear();
    empty = true;
    renderPage(<SubscriptionsPage />, { path: '/en/myCenter/order?tab=templates', route: 'order' });
    await screen.findByText('You have not purchased a template yet.', {}, WAIT);
    expect(link('Subscribe Now')).toBe('/en/items');
  });
});

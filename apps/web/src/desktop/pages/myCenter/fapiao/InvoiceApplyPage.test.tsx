import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../../../shared/api/queryClient.ts';
import { renderPage } from '../../../../shared/catalogue/testing/renderPage.tsx';
import { envelope, fakeApi, freshPage, recordToasts, setCookieRaw } from '../../../../testing/helpers.ts';
import InvoiceApplyPage from './InvoiceApplyPage.tsx';

const WAIT = { timeout: 15_000 };
const PAID = Date.UTC(2025, 4, 6, 2, 0);
const orders = [
  { orderNo: 'O20250506000001', kind: 'package', productNameCn: '国内交易套餐', productNameEn: 'Domestic Transaction Package', amountFen: 1288800, method: 'alipay', paidAt: PAID },
  { orderNo: 'O20250506000002', kind: 'template', productNameCn: '货物买卖合同', productNameEn: 'Sale of Goods Contract', amountFen: 199950, method: 'wechat', paidAt: PAID },
  { orderNo: 'O20250506000003', kind: 'topup', productNameCn: '余额充值', productNameEn: 'Balance top-up', amountFen: 3000, method: 'wechat', paidAt: PAID },
];
const info = { id: 7, title: 'Shanghai Lex Co., Ltd.', issuerType: 'enterprise', fapiaoType: 'general_vat', taxpayerId: '91310000MA1K000001', bankName: null, bankAccount: null, regAddress: null, regTelephone: null, isDefault: true, createdAt: PAID };
const user = { id: 1, name: 'Li Si', account: null, phone: '13800138000', countryCode: '86', email: null, headImg: null };

beforeEach(() => {
  queryClient.clear();
  recordToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(posted: unknown[]) {
  return fakeApi({
    'GET /api/messages/unread': { body: envelope(200, { count: 0 }) },
    'GET /api/users': { body: envelope(200, { user, baseUser: { unionid: null, wxNickname: null, hasPassword: true } }) },
    'GET /api/fapiao/orders': { body: envelope(200, { list: orders, count: 3, totalFen: 1288800 + 199950 + 3000 }) },
    'GET /api/fapiao/infos': { body: envelope(200, { list: [info], max: 3 }) },
    'POST /api/fapiao/requests': (c) => {
      posted.push(JSON.parse(c.body ?? 'null'));
      return { body: envelope(200, { requestNo: 'F20250506000009', status: 1 }) };
    },
  });
}

// Role queries walk the whole antd tree and are slow in jsdom: elements are found by text and structure.
const checkbox = (orderNo: string) => screen.getByText(orderNo).closest('tr')!.querySelector('input[type="checkbox"]')!;
/** A step by its section (both stay mounted; the other is hidden). */
const step = (n: 1 | 2) => within(document.querySelector<HTMLElement>(`section[aria-labelledby="lb-fp-step${n}"]`)!);
const one = () => step(1);
const button = (text: string) => screen.getByText(text, { selector: 'button, button *' }).closest('button')!;

describe('fapiao request (desktop)', { timeout: 60_000 }, () => {
  it('needs an order, counts and sums the selection, holds notes to 25 Chinese characters or 50 letters/digits, then submits', async () => {
    await freshPage('/en/myCenter/invoiceApply', 'en');
    setCookieRaw('token', 'tok');
    const posted: unknown[] = [];
    api(posted);
    const router = renderPage(<InvoiceApplyPage />, { path: '/en/myCenter/invoiceApply', route: 'invoiceApply' });
    await screen.findByText('O20250506000001', {}, WAIT);

    // Step one: nothing selected yet.
    expect(one().getByText('Selected orders: 0')).toBeTruthy();
    fireEvent.click(button('Next'));
    expect(await one().findByText('Please select at least one order')).toBeTruthy();

    fireEvent.click(checkbox('O20250506000001'));
    fireEvent.click(checkbox('O20250506000002'));
    expect(await one().findByText('Selected orders: 2')).toBeTruthy();
    expect(one().getByText('Amount: ¥14,887.50')).toBeTruthy();
    expect(one().queryByText('Please select at least one order')).toBeNull();
    fireEvent.click(checkbox('O20250506000002'));
    expect(await one().findByText('Amount: ¥12,888')).toBeTruthy();
    fireEvent.click(checkbox('O20250506000003'));
    expect(await one().findByText('Selected orders: 2')).toBeTruthy();
    expect(one().getByText('Amount: ¥12,918')).toBeTruthy();
    fireEvent.click(button('Next'));
    // Step two repeats what was selected.
    const two = step(2);
    expect(two.getByText('Selected orders: 2')).toBeTruthy();
    expect(two.getByText('Amount: ¥12,918')).toBeTruthy();

    // Step two: the default set chosen, the addressee filled from the account; the address is still needed.
    const address = await screen.findByLabelText('Receive address', {}, WAIT);
    expect(document.querySelector<HTMLInputElement>('input[type="radio"]')!.checked).toBe(true);
    expect((screen.getByLabelText('Addressee') as HTMLInputElement).value).toBe('Li Si');
    const notes = screen.getByLabelText('Notes');
    fireEvent.change(notes, { target: { value: '中'.repeat(26) } });
    expect(await screen.findByText(/52\/50/)).toBeTruthy();
    fireEvent.click(button('Submit request'));
    expect(await screen.findByText('Please enter the receive address', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('Notes: at most 25 Chinese characters or 50 letters/digits')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(address, { target: { value: '88 Nanjing West Road, Shanghai' } });
    fireEvent.change(notes, { target: { value: 'a1'.repeat(26) } });
    fireEvent.click(button('Submit request'));
    await waitFor(() => expect(screen.getByText('Notes: at most 25 Chinese characters or 50 letters/digits')).toBeTruthy());
    expect(posted).toEqual([]);

    fireEvent.change(notes, { target: { value: '合同款' + 'a'.repeat(44) } });
    fireEvent.click(button('Submit request'));
    await waitFor(() => expect(posted).toHaveLength(1), WAIT);
    expect(posted[0]).toEqual({
      orderNos: ['O20250506000001', 'O20250506000003'],
      infoId: 7,
      receiverName: 'Li Si',
      receiverMobile: '13800138000',
      receiverAddress: '88 Nanjing West Road, Shanghai',
      receiverEmail: null,
      notes: '合同款' + 'a'.repeat(44),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/myCenter/invoiceDetails/F20250506000009'), WAIT);
  });
});

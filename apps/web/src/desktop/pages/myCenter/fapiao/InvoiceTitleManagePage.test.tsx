import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../../../shared/api/queryClient.ts';
import { renderPage } from '../../../../shared/catalogue/testing/renderPage.tsx';
import { envelope, fakeApi, freshPage, recordToasts, setCookieRaw } from '../../../../testing/helpers.ts';
import InvoiceTitleManagePage from './InvoiceTitleManagePage.tsx';

const WAIT = { timeout: 15_000 };
const AT = Date.UTC(2025, 4, 6, 2, 0);
const set = (id: number, title: string, isDefault = false) => ({
  id,
  title,
  issuerType: 'enterprise',
  fapiaoType: 'general_vat',
  taxpayerId: '91310000MA1K00000' + id,
  bankName: null,
  bankAccount: null,
  regAddress: null,
  regTelephone: null,
  isDefault,
  createdAt: AT,
});

beforeEach(() => {
  queryClient.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const button = (text: string) => screen.getAllByText(text, { selector: 'button, button *' })[0].closest('button')!;
const field = (label: string) => document.getElementById(`fapiao-info_${label}`) as HTMLInputElement | null;
const inModal = (text: string) => within(document.querySelector<HTMLElement>('.ant-modal')!).getByText(text);
const errorOf = (name: string) => document.getElementById(`fapiao-info_${name}_help`)?.textContent ?? '';

describe('fapiao information sets (desktop)', { timeout: 60_000 }, () => {
  it('requires the fields of the fapiao type with the server’s messages, and shows the server’s field errors', async () => {
    await freshPage('/en/myCenter/invoiceTitleManage', 'en');
    setCookieRaw('token', 'tok');
    const toasts = recordToasts();
    const posted: Array<Record<string, unknown>> = [];
    let list = [set(1, 'A Co.', true)];
    fakeApi({
      'GET /api/messages/unread': { body: envelope(200, { count: 0 }) },
      'GET /api/fapiao/infos': () => ({ body: envelope(200, { list, max: 3 }) }),
      'POST /api/fapiao/infos': (c) => {
        const body = JSON.parse(c.body ?? '{}');
        posted.push(body);
        // The server's own refusal, as info-rules sends it: each missing field with its messages.
        if (body.title === 'Refused Co.') {
          return {
            status: 400,
            body: envelope(400202, { in: 'body', fields: [{ path: 'regTelephone', key: 'fapiaoRegTelephoneRequired', message: '请填写注册电话', messageEn: 'Please enter the registered telephone' }] }, {
              messageEn: 'Please complete the information this fapiao type requires',
            }),
          };
        }
        list = [...list, { ...set(list.length + 1, body.title), ...body }];
        return { body: envelope(200, list[list.length - 1]) };
      },
    });
    renderPage(<InvoiceTitleManagePage />, { path: '/en/myCenter/invoiceTitleManage', route: 'invoiceTitleManage' });
    await screen.findByText('A Co.', { selector: 'strong' }, WAIT);
    expect(screen.getByText(/1 of 3 saved/)).toBeTruthy();

    // Special VAT: every field.
    fireEvent.click(button('Add'));
    await screen.findByText('Add fapiao information', {}, WAIT);
    fireEvent.click(inModal('Special VAT fapiao'));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(errorOf('title')).toBe('Please enter the fapiao title (payor)'), WAIT);
    expect(errorOf('taxpayerId')).toBe('Please enter the taxpayer identification number');
    expect(errorOf('bankName')).toBe('Please enter the bank name');
    expect(errorOf('bankAccount')).toBe('Please enter the bank account number');
    expect(errorOf('regAddress')).toBe('Please enter the registered address');
    expect(errorOf('regTelephone')).toBe('Please enter the registered telephone');

    // Enterprise general VAT: title and taxpayer id only.
    fireEvent.click(inModal('General VAT fapiao'));
    fireEvent.change(field('title')!, { target: { value: 'B Co.' } });
    // Fields are checked again as the type changes (asynchronously: wait for the settled state).
    await waitFor(() => {
      expect(errorOf('taxpayerId')).toBe('Please enter the taxpayer identification number');
      expect([errorOf('title'), errorOf('bankName'), errorOf('regTelephone')]).toEqual(['', '', '']);
    }, WAIT);

    // Individual: the title only; no company fields, no Special VAT.
    fireEvent.click(inModal('Individual'));
    await waitFor(() => expect(field('taxpayerId')).toBeNull(), WAIT);
    expect(inModal('Special VAT fapiao').closest('label')!.className).toContain('disabled');
    fireEvent.change(field('title')!, { target: { value: '' } });
    await waitFor(() => expect(errorOf('title')).toBe('Please enter the fapiao title (payor)'), WAIT);
    fireEvent.change(field('title')!, { target: { value: 'Zhang San' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(posted).toHaveLength(1), WAIT);
    expect(posted[0]).toEqual({ title: 'Zhang San', issuerType: 'individual', fapiaoType: 'general_vat', taxpayerId: null, bankName: null, bankAccount: null, regAddress: null, regTelephone: null, isDefault: false });
    expect(await screen.findByText('Zhang San', { selector: 'strong' }, WAIT)).toBeTruthy();

    // The server's refusal lands under its field.
    fireEvent.click(button('Add'));
    await waitFor(() => expect(field('title')!.value).toBe(''), WAIT);
    fireEvent.click(inModal('Special VAT fapiao'));
    // The company fields come back with the type change, after a render: wait for the last one.
    await waitFor(() => expect(field('regTelephone')).not.toBeNull(), WAIT);
    for (const [name, value] of [['title', 'Refused Co.'], ['taxpayerId', '91310000MA1K000009'], ['bankName', 'Bank of China'], ['bankAccount', '4563'], ['regAddress', '1 Century Ave'], ['regTelephone', '021-50000000']]) {
      fireEvent.change(field(name)!, { target: { value } });
    }
    fireEvent.click(button('Save'));
    await waitFor(() => expect(errorOf('regTelephone')).toBe('Please enter the registered telephone'), WAIT);
    expect(posted).toHaveLength(2);
    expect(toasts.errors).toEqual([]);
  });

  it('keeps at most 3 sets, with the message of spec §5', async () => {
    await freshPage('/cn/myCenter/invoiceTitleManage', 'cn');
    setCookieRaw('token', 'tok');
    fakeApi({
      'GET /api/messages/unread': { body: envelope(200, { count: 0 }) },
      'GET /api/fapiao/infos': { body: envelope(200, { list: [set(1, '甲公司', true), set(2, '乙公司'), set(3, '丙公司')], max: 3 }) },
    });
    renderPage(<InvoiceTitleManagePage />, { path: '/cn/myCenter/invoiceTitleManage', route: 'invoiceTitleManage' });
    await screen.findByText('丙公司', { selector: 'strong' }, WAIT);
    fireEvent.click(button('新增'));
    expect(await screen.findByText('最多可保存3套不同的发票信息。', { selector: '.ant-message *' }, WAIT)).toBeTruthy();
    // The form did not open.
    const wrap = screen.getByText('新增发票信息').closest<HTMLElement>('.ant-modal-wrap');
    expect(wrap === null || wrap.style.display === 'none').toBe(true);
  });
});

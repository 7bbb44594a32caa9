import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { envelope, fakeApi, freshPage, recordNavigation, recordToasts } from '../../../testing/helpers.ts';
import { queryClient } from '../../../shared/api/queryClient.ts';
import { captureAttribution } from '../../../shared/attribution.ts';
import RegisterPage from './RegisterPage.tsx';

/** The registration form wired to the contract rules, the captcha, the SMS call and the login that follows. */
function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <RegisterPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
/** A button by its text (role queries walk antd's whole tree and are slow under jsdom). */
const button = (text: string) => screen.getByText(text, { selector: 'button, button *' });
// antd under jsdom is slow to settle: give each wait room on a busy machine.
const WAIT = { timeout: 15_000 };
const me = { user: { id: 7, name: null, headImg: null, account: null, phone: '138****5678' }, baseUser: { unionid: null, wxNickname: null, hasPassword: true } };

beforeEach(() => {
  queryClient.clear();
  recordToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Rendering antd forms under jsdom takes seconds on a loaded two-core machine.
describe('desktop register page', { timeout: 40_000 }, () => {
  it('shows the §5 messages of the page language on an empty submit', async () => {
    await freshPage('/en/register', 'en');
    fakeApi({});
    renderAt('/en/register');
    fireEvent.click(button('Register'));
    expect(await screen.findByText('Cell phone number cannot be empty', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Please enter SMS code')).toBeTruthy();
    expect(screen.getByText('Please enter a password')).toBeTruthy();
    expect(screen.getByText('Please agree with the service agreement')).toBeTruthy();
  });

  it('in Chinese, asks for the captcha before sending a code and refuses a number that does not fit +86', async () => {
    await freshPage('/cn/register', 'cn');
    const api = fakeApi({});
    renderAt('/cn/register');
    fireEvent.change(field('手机号码'), { target: { value: '12345' } });
    fireEvent.click(button('获取验证码'));
    expect(await screen.findByText('请输入正确的手机号码', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('请点击按钮进行验证')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('verifies, sends the code, registers with the attribution and logs in', async () => {
    await freshPage('/en/register?agentId=ag-9', 'en');
    captureAttribution('?agentId=ag-9');
    const visits = recordNavigation();
    const api = fakeApi({
      'POST /api/captcha': { body: envelope(200, { id: 'c1', salt: 'salty', difficulty: 4, expiresAt: Date.now() + 60_000 }) },
      'POST /api/captcha/verify': { body: envelope(200, { captchaToken: 'cap-token' }) },
      'POST /api/sms/code': { body: envelope(200, { resendAfterSeconds: 60, expiresInSeconds: 300 }) },
      'POST /api/users/create': { body: envelope(200, 'new-token') },
      'GET /api/expirationTokens': { body: envelope(200, Date.now() + 3_600_000) },
      'GET /api/users': { body: envelope(200, me) },
    });
    renderAt('/en/register?agentId=ag-9');

    fireEvent.change(field('Mobile phone'), { target: { value: '13812345678' } });
    fireEvent.click(button('Click to verify'));
    await screen.findByText('Verified', { selector: 'button, button *' }, WAIT);
    fireEvent.click(button('Get code'));
    await screen.findByText(/Resend in \d+ s/, { selector: 'button, button *' }, WAIT);

    const sms = api.calls.find((c) => c.url.pathname === '/api/sms/code')!;
    expect(JSON.parse(sms.body!)).toEqual({ countryCode: '86', phone: '13812345678', purpose: 'register', captchaToken: 'cap-token' });
    // The token was spent: the captcha is back to its first state.
    expect(button('Click to verify')).toBeTruthy();

    fireEvent.change(field('SMS code'), { target: { value: '123456' } });
    fireEvent.change(field('Password'), { target: { value: 'abc123' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByLabelText(/I have read and agree/));
    await act(async () => {
      fireEvent.click(button('Register'));
    });

    await waitFor(() => expect(visits.at(-1)?.to).toBe('/en/myCenter'), WAIT);
    const create = api.calls.find((c) => c.url.pathname === '/api/users/create')!;
    expect(JSON.parse(create.body!)).toMatchObject({ countryCode: '86', phone: '13812345678', code: '123456', password: 'abc123', agree: true, platform: 'pc', agentId: 'ag-9' });
    expect(document.cookie).toContain('token=new-token');
  });

  it('shows a server validation error under its field and a wrong code under the code', async () => {
    await freshPage('/en/register', 'en');
    fakeApi({
      'POST /api/users/create': {
        status: 400,
        body: envelope(100001, { fields: [{ path: 'phone', key: 'phoneInvalid', message: '请输入正确的手机号码', messageEn: 'Server says: wrong number' }] }),
      },
    });
    renderAt('/en/register');
    fireEvent.change(field('Mobile phone'), { target: { value: '13812345678' } });
    fireEvent.change(field('SMS code'), { target: { value: '123456' } });
    fireEvent.change(field('Password'), { target: { value: 'abc123' } });
    fireEvent.change(field('Confirm password'), { target: { value: 'abc123' } });
    fireEvent.click(screen.getByLabelText(/I have read and agree/));
    fireEvent.click(button('Register'));
    expect(await screen.findByText('Server says: wrong number', {}, WAIT)).toBeTruthy();
  });
});

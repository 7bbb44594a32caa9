import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { envelope, fakeApi, freshPage, recordNavigation, recordToasts } from '../../../testing/helpers.ts';
import { queryClient } from '../../../shared/api/queryClient.ts';
import PhonePage from './PhonePage.tsx';

/** The mobile SMS login: contract rules on the antd-mobile form, the code sent, errors placed, the redirect honoured. */
function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PhonePage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const button = (text: string | RegExp) => screen.getByText(text, { selector: 'button, button *' });
const WAIT = { timeout: 15_000 };
const me = { user: { id: 3, name: 'Li', headImg: null, account: null, phone: '138****5678' }, baseUser: { unionid: null, wxNickname: null, hasPassword: true } };

beforeEach(() => {
  queryClient.clear();
  recordToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('mobile SMS login page', { timeout: 40_000 }, () => {
  it('shows the §5 messages on an empty submit', async () => {
    await freshPage('/m/en/phone', 'en');
    fakeApi({});
    renderAt('/m/en/phone');
    await act(async () => {
      fireEvent.click(button('Log in'));
    });
    expect(await screen.findByText('Cell phone number cannot be empty', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Please enter SMS code')).toBeTruthy();
  });

  it('logs in with a code and returns to the page that asked; a wrong code is shown under the code', async () => {
    await freshPage('/m/cn/phone?redirect=%2Fm%2Fcn%2FmyCenter%2Fmessage', 'cn');
    const visits = recordNavigation();
    let attempts = 0;
    const api = fakeApi({
      'POST /api/captcha': { body: envelope(200, { id: 'c1', salt: 's', difficulty: 3, expiresAt: Date.now() + 60_000 }) },
      'POST /api/captcha/verify': { body: envelope(200, { captchaToken: 'tok' }) },
      'POST /api/sms/code': { body: envelope(200, { resendAfterSeconds: 60, expiresInSeconds: 300 }) },
      'POST /api/tokens/phone': () => (++attempts === 1 ? { body: envelope(200103, null, { message: '短信验证码错误', messageEn: 'Wrong SMS code' }) } : { body: envelope(200, 'login-token') }),
      'GET /api/expirationTokens': { body: envelope(200, Date.now() + 3_600_000) },
      'GET /api/users': { body: envelope(200, me) },
    });
    renderAt('/m/cn/phone?redirect=%2Fm%2Fcn%2FmyCenter%2Fmessage');

    fireEvent.change(input('手机号码'), { target: { value: '13812345678' } });
    fireEvent.click(button('点击进行验证'));
    await screen.findByText('验证通过', { selector: 'button, button *' }, WAIT);
    await act(async () => {
      fireEvent.click(button('获取验证码'));
    });
    await screen.findByText(/秒后重发/, { selector: 'button, button *' }, WAIT);
    fireEvent.change(input('短信验证码'), { target: { value: '111111' } });
    await act(async () => {
      fireEvent.click(button('登录'));
    });
    expect(await screen.findByText('短信验证码错误', {}, WAIT)).toBeTruthy();

    fireEvent.change(input('短信验证码'), { target: { value: '222222' } });
    await act(async () => {
      fireEvent.click(button('登录'));
    });
    await waitFor(() => expect(visits.at(-1)?.to).toBe('/m/cn/myCenter/message'), WAIT);
    const login = api.calls.filter((c) => c.url.pathname === '/api/tokens/phone').at(-1)!;
    expect(JSON.parse(login.body!)).toEqual({ countryCode: '86', phone: '13812345678', code: '222222', platform: 'mobile' });
  });
});

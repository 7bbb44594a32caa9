import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Shell } from './Shell.tsx';
import { readRedirectTarget } from '../shared/auth/redirectTarget.ts';
import { setToken } from '../shared/auth/authState.ts';
import { afterLogin } from '../shared/auth/session.ts';
import { setNavigator } from '../shared/navigation.ts';
import { getCookie } from '../shared/cookies.ts';
import { envelope, fakeApi, freshPage, setCookieRaw } from '../testing/helpers.ts';

/** The shell end to end on the desktop tree: entry rules, guards, the registry's page, the 404 page. */
function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// The desktop tree pulls in antd: load it once up front so each test measures the shell, not the first import.
beforeAll(async () => {
  await import('../desktop/DesktopApp.tsx');
  await import('../desktop/pages/frame/FramePage.tsx');
}, 60_000);

beforeEach(async () => {
  await freshPage('/cn/home');
  fakeApi({ 'GET /api/messages/unread': { body: envelope(200, { count: 0 }) } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Shell', () => {
  it('shows the 404 page for an unknown path, with the way home', async () => {
    renderAt('/en/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en/home');
  }, 15_000);

  it('sends a visitor of a needAuth page to the SMS login page and clears stale login cookies', async () => {
    setCookieRaw('userInfo', JSON.stringify({ id: 3, name: 'x', headImg: null }));
    const router = renderAt('/cn/myCenter/set?tab=1');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(router.state.location.pathname).toBe('/cn/phone');
    expect(router.state.location.search).toBe('?redirect=%2Fcn%2FmyCenter%2Fset%3Ftab%3D1');
    expect(getCookie('userInfo')).toBeNull();
  });

  it('sends a logged-in user from a visitors-only page home, and saves visited pages as the login target', async () => {
    setCookieRaw('token', 'tok');
    const router = renderAt('/en/register');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(router.state.location.pathname).toBe('/en/home');
    expect(readRedirectTarget()).toBe('/en/home');
  });

  it('fills the language and shows the page the registry names', async () => {
    setCookieRaw('lang', 'en');
    const router = renderAt('/aboutUs');
    expect(await screen.findByRole('heading', { name: 'About us' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/aboutUs');
    expect(document.title).toBe('About us - LexBridge');
  }, 15_000);

  it('lets a login page finish: storing the token does not bounce it home before afterLogin', async () => {
    const path = '/en/login?redirect=%2Fen%2FmyCenter%2Fset';
    window.history.replaceState(null, '', path);
    const router = renderAt(path);
    setNavigator((to, opts) => {
      window.history.replaceState(null, '', to);
      void router.navigate(to, { replace: opts?.replace });
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    await act(async () => {
      setToken('tok');
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(router.state.location.pathname).toBe('/en/login');
    await act(async () => {
      afterLogin();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(router.state.location.pathname).toBe('/en/myCenter/set');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotFoundPage } from './NotFoundPage.tsx';
import { NotFoundPage as MobileNotFoundPage } from '../../../mobile/pages/notFound/NotFoundPage.tsx';
import { freshPage } from '../../../testing/helpers.ts';

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('404 page (spec §8)', () => {
  it('says the page could not be found, in English, with a button back to the English home', async () => {
    await freshPage('/en/missing', 'en');
    renderAt('/en/missing', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page could not be found');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en/home');
    expect(document.title).toBe('Page not found - LexBridge');
  });

  it('says it in Chinese, with a button back to the Chinese home', async () => {
    await freshPage('/cn/missing', 'cn');
    renderAt('/cn/missing', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('找不到此页面');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/cn/home');
  });

  it('sends the mobile site back to the mobile home', async () => {
    await freshPage('/m/en/missing', 'en');
    renderAt('/m/en/missing', <MobileNotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page could not be found');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/m/en/home');
  });
});

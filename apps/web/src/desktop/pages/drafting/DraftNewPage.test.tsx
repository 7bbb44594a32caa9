import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { envelope, fakeApi, freshPage, recordToasts } from '../../../testing/helpers.ts';
import { queryClient } from '../../../shared/api/queryClient.ts';
import DraftNewPage from './DraftNewPage.tsx';

const WAIT = { timeout: 15_000 };

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <DraftNewPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  queryClient.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('starting a draft', { timeout: 40_000 }, () => {
  it('starts once and replaces its own address with the draft page', async () => {
    await freshPage('/en/draft/new?template=employee-nda&scene=domestic', 'en');
    recordToasts();
    const api = fakeApi({ 'POST /api/drafts': { body: envelope(200, { id: 'd-1' }) } });
    const router = renderAt('/en/draft/new?template=employee-nda&scene=domestic');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/draft/d-1'), WAIT);
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0].body!)).toEqual({ templateId: 'employee-nda', scene: 'domestic', platform: 'pc' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('explains a template the user may not use, with the way to packages and to the template page', async () => {
    await freshPage('/cn/draft/new?template=jv-agreement', 'cn');
    recordToasts();
    fakeApi({ 'POST /api/drafts': { body: envelope(ErrorCodes.TEMPLATE_NOT_ENTITLED, null, { message: '请先购买该模板或其所属套餐', messageEn: 'Buy the template or its package first' }) } });
    renderAt('/cn/draft/new?template=jv-agreement');
    expect(await screen.findByRole('heading', { level: 1, name: '请先购买该模板或其所属套餐' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看套餐' }).getAttribute('href')).toBe('/cn/product/draftRobot');
    expect(screen.getByRole('link', { name: '模板详情' }).getAttribute('href')).toBe('/cn/template/jv-agreement');
  });

  it('without a template, sends the user to the catalogue and starts nothing', async () => {
    await freshPage('/en/draft/new', 'en');
    recordToasts();
    const api = fakeApi({});
    renderAt('/en/draft/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a template to start' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse templates' }).getAttribute('href')).toBe('/en/product/draftRobot');
    expect(api.calls).toHaveLength(0);
  });
});

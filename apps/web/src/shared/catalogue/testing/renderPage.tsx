import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routeByName, type Device } from '@lexbridge/contract/routes';
import { queryClient } from '../../api/queryClient.ts';
import { PageContext } from '../../../routes/pageContext.ts';

/**
 * Renders a page as the shell would: inside the router at `path`, with its registry entry and path parameters, the
 * query client and, on the desktop, antd's App (for modals) with the site's button setting. Returns the router to read where the page navigated.
 */
export function renderPage(page: ReactNode, opts: { path: string; route: string; params?: Record<string, string>; device?: Device }) {
  const device = opts.device ?? (opts.path.startsWith('/m/') ? 'mobile' : 'pc');
  const lang = (device === 'mobile' ? opts.path.split('/')[2] : opts.path.split('/')[1]) === 'en' ? 'en' : 'cn';
  const def = routeByName(device, opts.route);
  if (!def) throw new Error(`no route ${opts.route}`);
  const element = (
    <PageContext.Provider value={{ def, params: opts.params ?? {}, device, lang }}>
      {device === 'pc' ? (
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <AntApp>{page}</AntApp>
        </ConfigProvider>
      ) : (
        page
      )}
    </PageContext.Provider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [opts.path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

import { useEffect } from 'react';
import { ConfigProvider, unstableSetRender } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import { createRoot, type Root } from 'react-dom/client';
import type { Lang } from '@lexbridge/contract/constants';
import type { RouteMatch } from '@lexbridge/contract/routes';
import { PageSlot } from '../routes/PageSlot.tsx';
import { PageLoading } from '../routes/PageLoading.tsx';
import { mobilePages } from '../routes/mobilePages.ts';
import { MobileLayout } from './layout/MobileLayout.tsx';
import { ToastBridge } from './ToastBridge.tsx';
import { PageFailed } from './components/PageFailed.tsx';
import { NotFoundPage } from './pages/notFound/NotFoundPage.tsx';
import './mobile.css';

// antd-mobile 5 renders Toast and Dialog with the React 18 API; React 19 needs a createRoot-based renderer.
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { __lbRoot?: Root };
  host.__lbRoot ??= createRoot(container);
  host.__lbRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    host.__lbRoot?.unmount();
    delete host.__lbRoot;
  };
});

/** The mobile site (antd-mobile): locale, the toast adapter, and the page of the matched route. */
export default function MobileApp({ match, lang }: { match: RouteMatch | null; lang: Lang }) {
  useEffect(() => {
    document.documentElement.classList.add('lb-mobile');
    return () => document.documentElement.classList.remove('lb-mobile');
  }, []);
  const notFound = (
    <MobileLayout>
      <NotFoundPage />
    </MobileLayout>
  );
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN}>
      <ToastBridge />
      {match ? (
        <PageSlot
          match={match}
          device="mobile"
          lang={lang}
          pages={mobilePages}
          Chrome={MobileLayout}
          loading={<PageLoading />}
          failed={(retry) => <PageFailed onRetry={retry} />}
          notFound={notFound}
        />
      ) : (
        notFound
      )}
    </ConfigProvider>
  );
}

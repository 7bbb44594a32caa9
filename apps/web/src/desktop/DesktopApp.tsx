import { useEffect } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Lang } from '@lexbridge/contract/constants';
import type { RouteMatch } from '@lexbridge/contract/routes';
import { antdTheme } from '../shared/theme.ts';
import { PageSlot } from '../routes/PageSlot.tsx';
import { PageLoading } from '../routes/PageLoading.tsx';
import { desktopPages } from '../routes/desktopPages.ts';
import { MainLayout } from './layout/MainLayout.tsx';
import { ToastBridge } from './ToastBridge.tsx';
import { PageFailed } from './components/PageFailed.tsx';
import { NotFoundPage } from './pages/notFound/NotFoundPage.tsx';
import './desktop.css';

/** The desktop site (antd): theme and locale, the toast adapter, and the page of the matched route. */
export default function DesktopApp({ match, lang }: { match: RouteMatch | null; lang: Lang }) {
  useEffect(() => {
    dayjs.locale(lang === 'en' ? 'en' : 'zh-cn');
  }, [lang]);
  const notFound = (
    <MainLayout>
      <NotFoundPage />
    </MainLayout>
  );
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={antdTheme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <ToastBridge />
        {match ? (
          <PageSlot
            match={match}
            device="pc"
            lang={lang}
            pages={desktopPages}
            Chrome={MainLayout}
            loading={<PageLoading />}
            failed={(retry) => <PageFailed onRetry={retry} />}
            notFound={notFound}
          />
        ) : (
          notFound
        )}
      </AntApp>
    </ConfigProvider>
  );
}

import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Lang } from '@lexbridge/contract/constants';
import type { Device, RouteMatch } from '@lexbridge/contract/routes';
import { useDefaultDocumentTitle } from '../shared/hooks/useDocumentTitle.ts';
import { PageContext } from './pageContext.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import type { PageMap } from './types.ts';

interface Props {
  match: RouteMatch;
  device: Device;
  lang: Lang;
  pages: PageMap;
  /** Header and footer, for routes with `chrome` (offLogin pages and bindPhone render their own auth layout). */
  Chrome: ComponentType<{ children: ReactNode }>;
  loading: ReactNode;
  failed: (retry: () => void) => ReactNode;
  notFound: ReactNode;
}

/** Renders the page the registry names for this route, with its title, chrome, loading state and error boundary. */
export function PageSlot({ match, device, lang, pages, Chrome, loading, failed, notFound }: Props) {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  useDefaultDocumentTitle(t(`title.${match.def.name}`));
  const Page = pages[match.def.name];
  if (!Page) return <>{notFound}</>;
  const body = (
    <PageErrorBoundary key={pathname} fallback={failed}>
      <Suspense fallback={loading}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
  return (
    <PageContext.Provider value={{ def: match.def, params: match.params, device, lang }}>
      {match.def.chrome ? <Chrome>{body}</Chrome> : body}
    </PageContext.Provider>
  );
}

import { lazy, Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { clearLogin, isLoggedIn } from '../shared/auth/authState.ts';
import { saveRedirectTarget } from '../shared/auth/redirectTarget.ts';
import { setLanguage } from '../shared/i18n/index.ts';
import { withQuery } from '../shared/locate.ts';
import { PageLoading } from './PageLoading.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { ShellFailure } from './ShellFailure.tsx';
import { decideGuard, resolveClientEntry } from './guards.ts';

const DesktopApp = lazy(() => import('../desktop/DesktopApp.tsx'));
const MobileApp = lazy(() => import('../mobile/MobileApp.tsx'));
const AlipayReturn = lazy(() => import('../standalone/AlipayReturnPage.tsx'));

/**
 * Every page path goes through here: entry rules (language, device, index.html), then the route flags, then the
 * device tree that renders the page. Unknown paths get the device's 404 page.
 */
export function Shell() {
  const location = useLocation();
  // Judged when the page is entered, not on every login-state change: a login page that has just stored its token
  // must not be bounced home before it sends the user on to the redirect target (afterLogin).
  const loggedIn = useMemo(() => isLoggedIn(), [location.key]);
  const here = location.pathname + location.search;
  const entry = useMemo(() => resolveClientEntry(location.pathname), [location.pathname]);
  const routed = 'redirect' in entry ? null : entry;
  const decision = routed?.match ? decideGuard(routed.match.def, { device: routed.device, lang: routed.lang as 'cn' | 'en', loggedIn, here }) : null;

  useLayoutEffect(() => {
    if (!decision) return;
    if (decision.action === 'redirect' && decision.clearLogin) clearLogin();
    if (decision.action === 'render' && decision.saveTarget) saveRedirectTarget(here);
  }, [here, decision?.action]);

  const lang = routed?.lang as 'cn' | 'en' | undefined;
  useEffect(() => {
    if (lang) void setLanguage(lang);
  }, [lang]);

  if ('redirect' in entry) return <Navigate to={withQuery(entry.redirect, location.search)} replace />;
  if (decision?.action === 'redirect') return <Navigate to={decision.to} replace />;
  const props = { match: entry.match, lang: entry.lang as 'cn' | 'en' };
  return (
    <PageErrorBoundary key={entry.device} fallback={(retry) => <ShellFailure onRetry={retry} />}>
      <Suspense fallback={<PageLoading />}>
        {entry.standalone ? <AlipayReturn /> : entry.device === 'pc' ? <DesktopApp {...props} /> : <MobileApp {...props} />}
      </Suspense>
    </PageErrorBoundary>
  );
}

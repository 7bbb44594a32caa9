import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBar } from './TopBar.tsx';
import { MobileFooter } from './MobileFooter.tsx';

/** Top bar, page, compact footer: the frame of every mobile page that is not an auth screen. */
export function MobileLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="lb-m-shell">
      <a className="lb-skip-link" href="#lb-main">
        {t('skipToContent')}
      </a>
      <TopBar />
      <main id="lb-main" className="lb-m-main" tabIndex={-1}>
        {children}
      </main>
      <MobileFooter />
    </div>
  );
}

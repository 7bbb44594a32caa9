import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';

/** Header, page, footer: the frame of every desktop page that is not an auth screen. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="lb-shell">
      <a className="lb-skip-link" href="#lb-main">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="lb-main" className="lb-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

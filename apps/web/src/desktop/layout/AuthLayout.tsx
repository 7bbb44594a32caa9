import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/components/Logo.tsx';
import { LangSwitch } from '../../shared/components/LangSwitch.tsx';

interface Props {
  /** The card's heading (also the page's main heading). */
  title?: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** Card width in px (the QR page needs a little more room). */
  width?: number;
  /** Under the card: links such as "Register" or "Log in with a password". */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The auth screens' layout (offLogin pages and bindPhone have no header or footer, spec §2): logo and language switch
 * on top, a centred card. Auth pages render themselves inside it: `<AuthLayout title={…}>form</AuthLayout>`.
 */
export function AuthLayout({ title, subtitle, width = 440, footer, children }: Props) {
  const { t } = useTranslation('nav');
  return (
    <div className="lb-auth">
      <header className="lb-auth__top">
        <Logo />
        <LangSwitch />
      </header>
      <main id="lb-main" className="lb-auth__main">
        <div className="lb-auth__card" style={{ maxWidth: width }}>
          {title && <h1 className="lb-auth__title">{title}</h1>}
          {subtitle && <p className="lb-auth__subtitle">{subtitle}</p>}
          {children}
        </div>
        {footer && <div className="lb-auth__footer">{footer}</div>}
      </main>
      <footer className="lb-auth__bottom">{t('footer.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}

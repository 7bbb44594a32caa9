import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/components/Logo.tsx';
import { LangSwitch } from '../../shared/components/LangSwitch.tsx';

interface Props {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Under the card: links such as "Register" or "Log in with a password". */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The mobile auth screens' layout (no header or footer, spec §2): logo and language switch on top, then a card.
 * Auth pages render themselves inside it: `<MobileAuthLayout title={…}>form</MobileAuthLayout>`.
 */
export function MobileAuthLayout({ title, subtitle, footer, children }: Props) {
  const { t } = useTranslation('nav');
  return (
    <div className="lb-m-auth">
      <header className="lb-m-auth__top">
        <Logo size={28} />
        <LangSwitch />
      </header>
      <main id="lb-main" className="lb-m-auth__main">
        <div className="lb-m-auth__card">
          {title && <h1 className="lb-m-auth__title">{title}</h1>}
          {subtitle && <p className="lb-m-auth__subtitle">{subtitle}</p>}
          {children}
        </div>
        {footer && <div className="lb-m-auth__footer">{footer}</div>}
      </main>
      <footer className="lb-m-auth__bottom">{t('footer.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}

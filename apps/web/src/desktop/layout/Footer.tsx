import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/components/Logo.tsx';
import { usePaths } from '../../shared/hooks/usePaths.ts';
import { FOOTER_NAV } from '../../shared/navItems.ts';
import { LangSwitch } from '../../shared/components/LangSwitch.tsx';

/** Desktop footer of spec §2: product services, partners, news, about, terms of use, disclaimer, copyright. */
export function Footer() {
  const { t } = useTranslation('nav');
  const paths = usePaths();
  return (
    <footer className="lb-footer">
      <div className="lb-container lb-footer__inner">
        <div className="lb-footer__brand">
          <Logo inverse />
          <p className="lb-footer__summary">{t('footer.summary')}</p>
          <LangSwitch inverse />
        </div>
        <nav className="lb-footer__nav" aria-label={t('footer.label')}>
          {FOOTER_NAV.map((group) => (
            <div key={group.key} className="lb-footer__group">
              <h2 className="lb-footer__heading">{t(`footer.${group.key}`)}</h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <Link to={paths.to(item.route) + (item.query ? `?${item.query}` : '')}>{t(`footer.${item.key}`)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="lb-footer__bottom">
        <div className="lb-container">{t('footer.copyright', { year: new Date().getFullYear() })}</div>
      </div>
    </footer>
  );
}

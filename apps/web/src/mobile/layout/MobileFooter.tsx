import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../shared/hooks/usePaths.ts';
import { FOOTER_NAV } from '../../shared/navItems.ts';

/** The footer's links in two compact rows, then the copyright. */
export function MobileFooter() {
  const { t } = useTranslation('nav');
  const paths = usePaths();
  const links = FOOTER_NAV.flatMap((g) => g.items).filter((item) => paths.has(item.route));
  return (
    <footer className="lb-m-footer">
      <nav aria-label={t('footer.label')}>
        <ul>
          {links.map((item) => (
            <li key={item.key}>
              <Link to={paths.to(item.route) + (item.query ? `?${item.query}` : '')}>{t(`footer.${item.key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

import { useContext } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/components/Logo.tsx';
import { usePaths } from '../../shared/hooks/usePaths.ts';
import { HEADER_NAV } from '../../shared/navItems.ts';
import { PageContext } from '../../routes/pageContext.ts';
import { AccountDesk } from './AccountDesk.tsx';
import { LangSwitch } from '../../shared/components/LangSwitch.tsx';
import { SearchBox } from './SearchBox.tsx';

/** Desktop header of spec §2: logo, navigation, search, CN/EN switch and the account desk. */
export function Header() {
  const { t } = useTranslation('nav');
  const paths = usePaths();
  const current = useContext(PageContext)?.def.name;
  return (
    <header className="lb-header">
      <div className="lb-container lb-header__inner">
        <Logo />
        <nav className="lb-nav" aria-label={t('label')}>
          <ul>
            {HEADER_NAV.map((item) => (
              <li key={item.key}>
                <Link
                  to={paths.to(item.route)}
                  className={current === item.route ? 'lb-nav__link is-active' : 'lb-nav__link'}
                  aria-current={current === item.route ? 'page' : undefined}
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="lb-header__tools">
          <SearchBox />
          <LangSwitch />
          <AccountDesk />
        </div>
      </div>
    </header>
  );
}

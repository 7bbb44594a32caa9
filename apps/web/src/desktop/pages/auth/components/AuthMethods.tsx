import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { useRedirectQuery } from '../../../../shared/account/useRedirectQuery.ts';

const METHODS = ['phone', 'login', 'qrcode'] as const;
export type AuthMethod = (typeof METHODS)[number];

/** The three ways in (spec §4: SMS code, password, WeChat scan), as links between the login pages. */
export function AuthMethods({ current }: { current: AuthMethod }) {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const query = useRedirectQuery();
  return (
    <nav className="lb-auth-methods" aria-label={t('methods.label')}>
      {METHODS.map((m) => (
        <Link key={m} to={paths.to(m) + query} className={m === current ? 'lb-auth-methods__item is-active' : 'lb-auth-methods__item'} aria-current={m === current ? 'page' : undefined}>
          {t(`methods.${m}`)}
        </Link>
      ))}
    </nav>
  );
}

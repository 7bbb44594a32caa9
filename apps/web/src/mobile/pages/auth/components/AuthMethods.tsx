import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { useRedirectQuery } from '../../../../shared/account/useRedirectQuery.ts';

const METHODS = ['phone', 'login'] as const;

/** SMS code or password (the mobile site has no WeChat QR page: a phone cannot scan its own screen). */
export function AuthMethods({ current }: { current: (typeof METHODS)[number] }) {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const query = useRedirectQuery();
  return (
    <nav className="lb-m-methods" aria-label={t('methods.label')}>
      {METHODS.map((m) => (
        <Link key={m} to={paths.to(m) + query} className={m === current ? 'lb-m-methods__item is-active' : 'lb-m-methods__item'} aria-current={m === current ? 'page' : undefined}>
          {t(`methods.${m}`)}
        </Link>
      ))}
    </nav>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../hooks/usePaths.ts';

/** The brand mark and name, linking to the language home of the current site. */
export function Logo({ size = 32, inverse = false }: { size?: number; inverse?: boolean }) {
  const { t } = useTranslation('common');
  const paths = usePaths();
  return (
    <Link to={paths.to('home')} className="lb-logo" style={{ color: inverse ? '#fff' : 'var(--lb-navy)' }}>
      <svg className="lb-logo__mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverse ? 'rgba(255,255,255,0.08)' : 'var(--lb-navy)'} />
        <path
          d="M14 46h36M20 46V26m12 20V26m12 20V26M12 26l20-11 20 11z"
          stroke="var(--lb-accent)"
          strokeWidth="4"
          fill="none"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <span className="lb-logo__text">{t('appName')}</span>
    </Link>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** A mobile page's heading with the way back (spec §2: back goes to the given route). */
export function PageHead({ title, back, extra }: { title: ReactNode; back: string; extra?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <header className="lb-m-head">
      <Link to={back} className="lb-m-head__back" aria-label={t('action.back')}>
        <LeftOutline aria-hidden="true" />
      </Link>
      <h1 className="lb-m-head__title">{title}</h1>
      <div className="lb-m-head__extra">{extra}</div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../layout/AuthLayout.tsx';

/** Login through a one-time link (elogin/:token). */
export default function EloginPage() {
  const { t } = useTranslation('pages');
  return <AuthLayout title={t('title.elogin')} subtitle={t('frame.soon')} />;
}

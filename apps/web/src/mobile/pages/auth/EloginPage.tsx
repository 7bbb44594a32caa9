import { useTranslation } from 'react-i18next';
import { MobileAuthLayout } from '../../layout/MobileAuthLayout.tsx';

/** Login through a one-time link (elogin/:token). */
export default function EloginPage() {
  const { t } = useTranslation('pages');
  return <MobileAuthLayout title={t('title.elogin')} subtitle={t('frame.soon')} />;
}

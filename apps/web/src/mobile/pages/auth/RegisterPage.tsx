import { useTranslation } from 'react-i18next';
import { MobileAuthLayout } from '../../layout/MobileAuthLayout.tsx';

/** Registration with phone, SMS code and password. */
export default function RegisterPage() {
  const { t } = useTranslation('pages');
  return <MobileAuthLayout title={t('title.register')} subtitle={t('frame.soon')} />;
}

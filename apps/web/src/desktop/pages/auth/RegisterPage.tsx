import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../layout/AuthLayout.tsx';

/** Registration with phone, SMS code and password. */
export default function RegisterPage() {
  const { t } = useTranslation('pages');
  return <AuthLayout title={t('title.register')} subtitle={t('frame.soon')} />;
}

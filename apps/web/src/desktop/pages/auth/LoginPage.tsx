import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../layout/AuthLayout.tsx';

/** Password login: phone and password, or account name / e-mail and password. */
export default function LoginPage() {
  const { t } = useTranslation('pages');
  return <AuthLayout title={t('title.login')} subtitle={t('frame.soon')} />;
}

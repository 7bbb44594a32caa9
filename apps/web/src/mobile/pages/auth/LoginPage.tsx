import { useTranslation } from 'react-i18next';
import { MobileAuthLayout } from '../../layout/MobileAuthLayout.tsx';

/** Password login: phone and password, or account name / e-mail and password. */
export default function LoginPage() {
  const { t } = useTranslation('pages');
  return <MobileAuthLayout title={t('title.login')} subtitle={t('frame.soon')} />;
}

import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../layout/AuthLayout.tsx';

/** Forgotten password: reset with an SMS code. */
export default function FindPage() {
  const { t } = useTranslation('pages');
  return <AuthLayout title={t('title.find')} subtitle={t('frame.soon')} />;
}

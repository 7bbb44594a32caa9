import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../layout/AuthLayout.tsx';

/** SMS-code login (spec §7 POST /tokens/phone). */
export default function PhonePage() {
  const { t } = useTranslation('pages');
  return <AuthLayout title={t('title.phone')} subtitle={t('frame.soon')} />;
}

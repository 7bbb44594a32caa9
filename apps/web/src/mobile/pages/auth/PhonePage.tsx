import { useTranslation } from 'react-i18next';
import { MobileAuthLayout } from '../../layout/MobileAuthLayout.tsx';

/** SMS-code login (spec §7 POST /tokens/phone). */
export default function PhonePage() {
  const { t } = useTranslation('pages');
  return <MobileAuthLayout title={t('title.phone')} subtitle={t('frame.soon')} />;
}

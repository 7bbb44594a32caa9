import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../layout/AuthLayout.tsx';

/** WeChat QR login. */
export default function QrcodePage() {
  const { t } = useTranslation('pages');
  return <AuthLayout title={t('title.qrcode')} subtitle={t('frame.soon')} />;
}

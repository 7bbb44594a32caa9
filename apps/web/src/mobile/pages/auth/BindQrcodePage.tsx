import { useTranslation } from 'react-i18next';
import { MobileFrame } from '../../components/MobileFrame.tsx';

/** Bind WeChat to the logged-in account by scanning a QR code. */
export default function BindQrcodePage() {
  const { t } = useTranslation('pages');
  return <MobileFrame title={t('title.bindQrcode')} />;
}

import { useTranslation } from 'react-i18next';
import { Frame } from '../../components/Frame.tsx';

/** Bind WeChat to the logged-in account by scanning a QR code. */
export default function BindQrcodePage() {
  const { t } = useTranslation('pages');
  return <Frame title={t('title.bindQrcode')} />;
}

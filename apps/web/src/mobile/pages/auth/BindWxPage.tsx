import { useTranslation } from 'react-i18next';
import { MobileFrame } from '../../components/MobileFrame.tsx';

/** The WeChat binding of the logged-in account. */
export default function BindWxPage() {
  const { t } = useTranslation('pages');
  return <MobileFrame title={t('title.bindWx')} />;
}

import { useTranslation } from 'react-i18next';
import { MobileFrame } from '../../components/MobileFrame.tsx';

/** Personal centre: Mails and Bulletin. */
export default function MessagePage() {
  const { t } = useTranslation('pages');
  return <MobileFrame title={t('title.message')} />;
}

import { useTranslation } from 'react-i18next';
import { MobileFrame } from '../../components/MobileFrame.tsx';

/** Personal centre: account settings (the profile form). */
export default function SetPage() {
  const { t } = useTranslation('pages');
  return <MobileFrame title={t('title.set')} />;
}

import { useTranslation } from 'react-i18next';
import { MobileFrame } from '../../components/MobileFrame.tsx';

/** Personal centre: account overview. */
export default function PersonalHomePage() {
  const { t } = useTranslation('pages');
  return <MobileFrame title={t('title.personalHome')} />;
}

import { useTranslation } from 'react-i18next';
import { MobileAuthLayout } from '../../layout/MobileAuthLayout.tsx';

/** Forgotten password: reset with an SMS code. */
export default function FindPage() {
  const { t } = useTranslation('pages');
  return <MobileAuthLayout title={t('title.find')} subtitle={t('frame.soon')} />;
}

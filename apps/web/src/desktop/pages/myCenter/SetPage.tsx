import { useTranslation } from 'react-i18next';
import { Frame } from '../../components/Frame.tsx';

/** Personal centre: account settings (the profile form). */
export default function SetPage() {
  const { t } = useTranslation('pages');
  return <Frame title={t('title.set')} />;
}

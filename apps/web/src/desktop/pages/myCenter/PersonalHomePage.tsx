import { useTranslation } from 'react-i18next';
import { Frame } from '../../components/Frame.tsx';

/** Personal centre: account overview. */
export default function PersonalHomePage() {
  const { t } = useTranslation('pages');
  return <Frame title={t('title.personalHome')} />;
}

import { useTranslation } from 'react-i18next';
import { Frame } from '../../components/Frame.tsx';

/** Personal centre: Mails and Bulletin. */
export default function MessagePage() {
  const { t } = useTranslation('pages');
  return <Frame title={t('title.message')} />;
}

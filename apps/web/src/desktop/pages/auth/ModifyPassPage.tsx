import { useTranslation } from 'react-i18next';
import { Frame } from '../../components/Frame.tsx';

/** Change password; the user logs in again afterwards. */
export default function ModifyPassPage() {
  const { t } = useTranslation('pages');
  return <Frame title={t('title.modifyPass')} />;
}

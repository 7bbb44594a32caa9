import { useTranslation } from 'react-i18next';
import { MobileFrame } from '../../components/MobileFrame.tsx';

/** Change password; the user logs in again afterwards. */
export default function ModifyPassPage() {
  const { t } = useTranslation('pages');
  return <MobileFrame title={t('title.modifyPass')} />;
}

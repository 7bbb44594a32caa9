import { useTranslation } from 'react-i18next';
import { Frame } from '../../components/Frame.tsx';

/** The WeChat binding of the logged-in account. */
export default function BindWxPage() {
  const { t } = useTranslation('pages');
  return <Frame title={t('title.bindWx')} />;
}

import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../layout/AuthLayout.tsx';

/** First WeChat login: bind a phone number to the WeChat account. */
export default function BindPhonePage() {
  const { t } = useTranslation('pages');
  return <AuthLayout title={t('title.bindPhone')} subtitle={t('frame.soon')} />;
}

import { useTranslation } from 'react-i18next';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PageHead } from '../components/PageHead.tsx';
import { SubscriptionList } from './SubscriptionList.tsx';
import '../../auth/auth.css';
import '../center.css';
import './subscriptions.css';

/** Free Trial Packages on a phone: remaining counts, expiry, generation times; each opens its templates. */
export default function TryUsePkgPage() {
  const { t } = useTranslation('subscriptions');
  const paths = usePaths();
  return (
    <div className="lb-m-page">
      <PageHead title={t('tabs.trial')} back={paths.to('personalHome')} />
      <SubscriptionList type="trial" />
    </div>
  );
}

import { useState } from 'react';
import { CapsuleTabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PageHead } from '../components/PageHead.tsx';
import { SubscriptionList } from './SubscriptionList.tsx';
import { TemplateList } from './TemplateList.tsx';
import '../../auth/auth.css';
import '../center.css';
import './subscriptions.css';

/** My Subscriptions on a phone: contract packages and templates (free trials have their own page, tryUsePkg). */
export default function SubscribePage() {
  const { t } = useTranslation('subscriptions');
  const paths = usePaths();
  const [tab, setTab] = useState('packages');
  return (
    <div className="lb-m-page">
      <PageHead title={t('title')} back={paths.to('personalHome')} />
      <CapsuleTabs activeKey={tab} onChange={setTab} className="lb-m-subs__tabs">
        <CapsuleTabs.Tab key="packages" title={t('tabs.packages')} />
        <CapsuleTabs.Tab key="templates" title={t('tabs.templates')} />
      </CapsuleTabs>
      {tab === 'templates' ? <TemplateList /> : <SubscriptionList type="subscribe" />}
    </div>
  );
}

import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageRoute } from '../../../../routes/pageContext.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { CenterLayout } from '../components/CenterLayout.tsx';
import { PackageTable } from './PackageTable.tsx';
import { TemplateTable } from './TemplateTable.tsx';
import '../../catalogue/styles/base.css';
import './subscriptions.css';

type Tab = 'packages' | 'trial' | 'templates';
const TABS: Tab[] = ['packages', 'trial', 'templates'];

/**
 * My Subscriptions (spec §2): tabs Contract Packages, Free Trial Packages and Templates. `myCenter/order` opens the
 * packages (or `?tab=templates`); `myCenter/trialSubscribe` is the Free Trial Packages view. Each tab has its own
 * address, so Back and a shared link land on the same tab.
 */
export default function SubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  const { def } = usePageRoute();
  const { search } = useLocation();
  const navigate = useNavigate();
  const paths = usePaths();
  const asked = new URLSearchParams(search).get('tab');
  const tab: Tab = def.name === 'trialSubscribe' ? 'trial' : asked === 'templates' ? 'templates' : 'packages';
  const go = (next: string) => {
    if (next === tab) return;
    navigate(next === 'trial' ? paths.to('trialSubscribe') : next === 'templates' ? `${paths.to('order')}?tab=templates` : paths.to('order'));
  };
  return (
    <CenterLayout active="order" title={t('title')}>
      <div className="lb-center-card">
        <Tabs
          activeKey={tab}
          onChange={go}
          destroyOnHidden
          items={TABS.map((key) => ({
            key,
            label: t(`tabs.${key}`),
            children: key === 'templates' ? <TemplateTable /> : <PackageTable type={key === 'trial' ? 'trial' : 'subscribe'} />,
          }))}
        />
      </div>
    </CenterLayout>
  );
}

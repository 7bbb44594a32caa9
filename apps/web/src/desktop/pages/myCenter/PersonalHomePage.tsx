import { Avatar, Skeleton, Table } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCenterCounts } from '../../../shared/account/centerCounts.ts';
import { useLoginLog } from '../../../shared/account/api/loginLog.ts';
import { useCurrentUser } from '../../../shared/api/users/getCurrentUser.ts';
import { formatTime } from '../../../shared/format.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { CenterLayout } from './components/CenterLayout.tsx';
import { OverviewModule } from './contracts/OverviewModules.tsx';
import { PackagesModule, PurchasedModule } from './subscriptions/OverviewModules.tsx';

const MODULES = ['templates', 'contracts', 'packages', 'purchased'] as const;

/** Account Overview: who is logged in, when, the counts, the drafting and subscription modules, the login history. */
export default function PersonalHomePage() {
  const { t } = useTranslation('center');
  const paths = usePaths();
  const me = useCurrentUser();
  const log = useLoginLog();
  const counts = useCenterCounts();
  const user = me.data?.user;
  const time = (v: number | null | undefined) => (v ? formatTime(v) : t('overview.never'));

  return (
    <CenterLayout active="personalHome" title={t('menu.personalHome')}>
      <div className="lb-center-card lb-overview">
        {me.isPending ? (
          <Skeleton avatar active paragraph={{ rows: 2 }} />
        ) : (
          <div className="lb-overview__who">
            <Avatar size={64} src={user?.headImg || undefined} icon={user?.headImg ? undefined : <UserOutlined aria-hidden="true" />} alt="" />
            <div className="lb-overview__id">
              <p className="lb-overview__name">{user?.name || user?.account || t('overview.noName')}</p>
              <p className="lb-muted">
                {user?.phone ? t('overview.phone', { phone: `+${user.countryCode ?? ''} ${user.phone}` }) : t('overview.noPhone')}
                {' · '}
                <Link className="lb-inline-link" to={paths.to('set')}>{t('overview.editProfile')}</Link>
              </p>
            </div>
          </div>
        )}
        <dl className="lb-overview__facts">
          <div>
            <dt>{t('overview.lastLogin')}</dt>
            <dd>{log.isPending ? '…' : time(log.data?.lastLoginTime)}</dd>
          </div>
          <div>
            <dt>{t('overview.thisLogin')}</dt>
            <dd>{log.isPending ? '…' : time(log.data?.thisLoginTime)}</dd>
          </div>
          <div>
            <dt>{t('overview.contracts')}</dt>
            <dd className="lb-overview__count">{counts.contracts}</dd>
          </div>
          <div>
            <dt>{t('overview.favourites')}</dt>
            <dd className="lb-overview__count">{counts.favourites}</dd>
          </div>
        </dl>
      </div>

      <div className="lb-overview__modules">
        {MODULES.map((m) => (
          <section key={m} className="lb-center-card lb-module" aria-labelledby={`lb-module-${m}`}>
            <h2 id={`lb-module-${m}`} className="lb-section-title">
              {t(`modules.${m}.title`)}
            </h2>
            {m === 'packages' ? <PackagesModule /> : m === 'purchased' ? <PurchasedModule /> : <OverviewModule kind={m} />}
          </section>
        ))}
      </div>

      <section className="lb-center-card" aria-labelledby="lb-login-history">
        <h2 id="lb-login-history" className="lb-section-title">
          {t('overview.history')}
        </h2>
        <Table
          size="middle"
          rowKey={(r) => `${r.loginTime}-${r.ip}`}
          loading={log.isPending}
          dataSource={log.data?.records ?? []}
          pagination={false}
          locale={{ emptyText: t('overview.noRecord') }}
          columns={[
            { key: 'loginTime', title: t('overview.loginTime'), dataIndex: 'loginTime', render: (v: number) => formatTime(v) },
            { key: 'ip', title: t('overview.ip'), dataIndex: 'ip' },
            { key: 'method', title: t('overview.method'), dataIndex: 'method', render: (v: string) => t(`loginMethod.${v}`, { defaultValue: v }) },
            { key: 'platform', title: t('overview.platform'), dataIndex: 'platform', render: (v: string) => t(`platform.${v}`, { defaultValue: v }) },
          ]}
        />
      </section>
    </CenterLayout>
  );
}

import { Badge, Button } from 'antd-mobile';
import { RightOutline, UserOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCenterCounts } from '../../../shared/account/centerCounts.ts';
import { useLoginLog } from '../../../shared/account/api/loginLog.ts';
import { useUnreadCount } from '../../../shared/api/messages/getUnreadCount.ts';
import { useCurrentUser } from '../../../shared/api/users/getCurrentUser.ts';
import { logout } from '../../../shared/auth/session.ts';
import { formatTime } from '../../../shared/format.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import '../auth/auth.css';
import './center.css';
import './contracts/contracts.css';
import { OverviewModule } from './contracts/OverviewModules.tsx';
import { PackagesModule, PurchasedModule } from './subscriptions/OverviewModules.tsx';

/** The mobile personal centre's entries, by registry route name (labels: `center:menu.<name>`). */
const MENU = ['set', 'message', 'myContract', 'subscribe', 'tryUsePkg', 'collection', 'paymentRecords', 'invoiceManage', 'recharge', 'modifyPass', 'bindWx'] as const;
const MODULES = ['templates', 'contracts', 'packages', 'purchased'] as const;
const HISTORY_ROWS = 5;

/** Personal centre, mobile: who and when, the counts, the menu, the drafting and subscription modules, the recent logins. */
export default function PersonalHomePage() {
  const { t } = useTranslation('center');
  const paths = usePaths();
  const me = useCurrentUser();
  const log = useLoginLog();
  const counts = useCenterCounts();
  const unread = useUnreadCount().data ?? 0;
  const user = me.data?.user;
  const time = (v: number | null | undefined) => (v ? formatTime(v) : t('overview.never'));

  return (
    <div className="lb-m-page">
      <section className="lb-m-profile" aria-labelledby="lb-m-profile-name">
        <div className="lb-m-profile__avatar" aria-hidden="true">
          {user?.headImg ? <img src={user.headImg} alt="" /> : <UserOutline />}
        </div>
        <div className="lb-m-profile__id">
          <h1 id="lb-m-profile-name" className="lb-m-profile__name">
            {user?.name || user?.account || (me.isPending ? t('menu.personalHome') : t('overview.noName'))}
          </h1>
          <p>{user?.phone ? `+${user.countryCode ?? ''} ${user.phone}` : me.isPending ? '' : t('overview.noPhone')}</p>
        </div>
      </section>

      <dl className="lb-m-stats">
        <div>
          <dt>{t('overview.contracts')}</dt>
          <dd>{counts.contracts}</dd>
        </div>
        <div>
          <dt>{t('overview.favourites')}</dt>
          <dd>{counts.favourites}</dd>
        </div>
        <div>
          <dt>{t('overview.lastLogin')}</dt>
          <dd className="is-time">{log.isPending ? '…' : time(log.data?.lastLoginTime)}</dd>
        </div>
        <div>
          <dt>{t('overview.thisLogin')}</dt>
          <dd className="is-time">{log.isPending ? '…' : time(log.data?.thisLoginTime)}</dd>
        </div>
      </dl>

      <nav className="lb-m-card lb-m-card--flush" aria-label={t('menu.label')}>
        <ul className="lb-m-menu">
          {MENU.map((key) => (
            <li key={key}>
              <Link to={paths.to(key)} className="lb-m-menu__item">
                <span>{t(`menu.${key}`)}</span>
                {key === 'message' && unread > 0 && <Badge content={unread > 99 ? '99+' : unread} aria-label={t('menu.unread', { count: unread })} />}
                <RightOutline aria-hidden="true" className="lb-m-menu__arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className="lb-m-card" aria-labelledby="lb-m-modules">
        <h2 id="lb-m-modules" className="lb-m-card__title">
          {t('mobile.services')}
        </h2>
        <ul className="lb-m-modules">
          {MODULES.map((m) => (
            <li key={m}>
              <strong>{t(`modules.${m}.title`)}</strong>
              {m === 'packages' ? <PackagesModule /> : m === 'purchased' ? <PurchasedModule /> : <OverviewModule kind={m} />}
            </li>
          ))}
        </ul>
        <Link to={paths.to('items')} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
          {t('modules.subscribe')}
        </Link>
      </section>

      <section className="lb-m-card" aria-labelledby="lb-m-history">
        <h2 id="lb-m-history" className="lb-m-card__title">
          {t('overview.history')}
        </h2>
        {log.data && log.data.records.length > 0 ? (
          <table className="lb-m-table">
            <thead>
              <tr>
                <th scope="col">{t('overview.loginTime')}</th>
                <th scope="col">{t('overview.ip')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.records.slice(0, HISTORY_ROWS).map((r) => (
                <tr key={`${r.loginTime}-${r.ip}`}>
                  <td>{formatTime(r.loginTime)}</td>
                  <td>{r.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="lb-m-muted">{log.isPending ? '…' : t('overview.noRecord')}</p>
        )}
      </section>

      <div className="lb-m-section">
        <Button block fill="outline" onClick={() => void logout()}>
          {t('mobile.logout')}
        </Button>
      </div>
    </div>
  );
}

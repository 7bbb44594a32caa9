import { Link } from 'react-router';
import { Badge, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../shared/auth/useAccount.ts';
import { useLogout } from '../../shared/auth/useLogout.ts';
import { usePaths } from '../../shared/hooks/usePaths.ts';
import { HEADER_NAV } from '../../shared/navItems.ts';

/** The mobile menu: the header's links, the account entries and Log out. */
export function MenuDrawer({ open, onClose, unread }: { open: boolean; onClose: () => void; unread: number }) {
  const { t } = useTranslation(['nav', 'common']);
  const { loggedIn, user } = useAccount();
  const paths = usePaths();
  const logout = useLogout();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="right" bodyClassName="lb-m-drawer" destroyOnClose>
      <div className="lb-m-drawer__head">
        <span className="lb-m-drawer__title">{t('common:menu.title')}</span>
        <button type="button" className="lb-m-iconbtn" aria-label={t('common:menu.close')} onClick={onClose}>
          <CloseOutline aria-hidden="true" />
        </button>
      </div>
      <nav aria-label={t('nav:label')}>
        <ul className="lb-m-drawer__list">
          {HEADER_NAV.map((item) => (
            <li key={item.key}>
              <Link to={paths.to(item.route)} onClick={onClose}>
                {t(`nav:${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="lb-m-drawer__account">
        {loggedIn ? (
          <>
            <div className="lb-m-drawer__user">{user?.name || t('common:account.personalCentre')}</div>
            <ul className="lb-m-drawer__list">
              <li>
                <Link to={paths.to('personalHome')} onClick={onClose}>
                  {t('common:account.personalCentre')}
                </Link>
              </li>
              <li>
                <Link to={paths.to('message')} onClick={onClose}>
                  <span>{t('common:account.messages')}</span>
                  {unread > 0 && <Badge content={unread > 99 ? '99+' : unread} aria-label={t('common:account.unread', { count: unread })} />}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  disabled={logout.isPending}
                  onClick={() => {
                    onClose();
                    logout.mutate();
                  }}
                >
                  {t('common:account.logout')}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <div className="lb-m-drawer__auth">
            <Link to={paths.to('phone')} className="lb-mbtn lb-mbtn--block" onClick={onClose}>
              {t('common:account.login')}
            </Link>
            <Link to={paths.to('register')} className="lb-mbtn lb-mbtn--primary lb-mbtn--block" onClick={onClose}>
              {t('common:account.register')}
            </Link>
          </div>
        )}
      </div>
    </Popup>
  );
}

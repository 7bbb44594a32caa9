import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from 'antd-mobile';
import { UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/components/Logo.tsx';
import { LangSwitch } from '../../shared/components/LangSwitch.tsx';
import { useAuth } from '../../shared/auth/authState.ts';
import { useUnreadCount } from '../../shared/api/messages/getUnreadCount.ts';
import { usePaths } from '../../shared/hooks/usePaths.ts';
import { MenuDrawer } from './MenuDrawer.tsx';

/** Mobile top bar: logo, language switch, account entry and the menu drawer. */
export function TopBar() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const { loggedIn } = useAuth();
  const unread = useUnreadCount().data ?? 0;
  const paths = usePaths();
  return (
    <header className="lb-m-topbar">
      <Logo size={28} />
      <div className="lb-m-topbar__tools">
        <LangSwitch />
        <Link
          to={paths.to(loggedIn ? 'personalHome' : 'phone')}
          className="lb-m-iconbtn"
          aria-label={loggedIn ? t('account.personalCentre') : t('account.login')}
        >
          <Badge content={loggedIn && unread > 0 ? Badge.dot : null}>
            <UserOutline aria-hidden="true" />
          </Badge>
        </Link>
        <button type="button" className="lb-m-iconbtn" aria-label={t('menu.open')} aria-expanded={open} onClick={() => setOpen(true)}>
          <UnorderedListOutline aria-hidden="true" />
        </button>
      </div>
      <MenuDrawer open={open} onClose={() => setOpen(false)} unread={unread} />
    </header>
  );
}

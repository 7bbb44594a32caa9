import { Avatar, Badge, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../shared/auth/useAccount.ts';
import { useLogout } from '../../shared/auth/useLogout.ts';
import { useUnreadCount } from '../../shared/api/messages/getUnreadCount.ts';
import { usePaths } from '../../shared/hooks/usePaths.ts';
import { LinkButton } from '../components/LinkButton.tsx';

/** Logged out: Log in / Register. Logged in: the user's name with personal centre, Mails and Bulletin (unread count) and Log out. */
export function AccountDesk() {
  const { t } = useTranslation('common');
  const { loggedIn, user } = useAccount();
  const paths = usePaths();
  const navigate = useNavigate();
  const unread = useUnreadCount().data ?? 0;
  const logout = useLogout();

  if (!loggedIn) {
    return (
      <div className="lb-account">
        <LinkButton to={paths.to('phone')} type="text">
          {t('account.login')}
        </LinkButton>
        <LinkButton to={paths.to('register')} type="primary">
          {t('account.register')}
        </LinkButton>
      </div>
    );
  }

  const items: MenuProps['items'] = [
    { key: 'personalHome', icon: <UserOutlined />, label: t('account.personalCentre') },
    {
      key: 'message',
      icon: <MailOutlined />,
      label: (
        <span className="lb-account__menu-row">
          {t('account.messages')}
          {unread > 0 && <Badge count={unread} size="small" overflowCount={99} title={t('account.unread', { count: unread })} />}
        </span>
      ),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('account.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout.mutate();
    else navigate(paths.to(key));
  };
  const name = user?.name || t('account.personalCentre');
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click', 'hover']} placement="bottomRight">
      <button type="button" className="lb-account__trigger" aria-label={`${t('account.menu')}: ${name}`}>
        <Badge dot={unread > 0} offset={[-2, 2]}>
          <Avatar size={30} src={user?.headImg || undefined} icon={user?.headImg ? undefined : <UserOutlined />} />
        </Badge>
        <span className="lb-account__name">{name}</span>
        <DownOutlined className="lb-account__caret" aria-hidden="true" />
      </button>
    </Dropdown>
  );
}

import type { ReactNode } from 'react';
import { Badge } from 'antd';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  FileTextOutlined,
  HeartOutlined,
  MailOutlined,
  SettingOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../../../shared/api/messages/getUnreadCount.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { CENTER_MENU, type CenterMenuKey } from '../../../../shared/account/centerMenu.ts';
import '../center.css';

const ICONS: Record<CenterMenuKey, ReactNode> = {
  personalHome: <AppstoreOutlined />,
  set: <SettingOutlined />,
  message: <MailOutlined />,
  myContract: <FileTextOutlined />,
  paymentRecords: <AccountBookOutlined />,
  collection: <HeartOutlined />,
  invoiceManage: <AuditOutlined />,
  order: <ShoppingOutlined />,
};

interface Props {
  /** The menu entry to mark as current (pages reached from Account Settings mark `set`). */
  active: CenterMenuKey;
  title: ReactNode;
  /** Beside the title: page-level actions. */
  actions?: ReactNode;
  children: ReactNode;
}

/** "My Account": the personal centre's menu on the left, the page on the right. */
export function CenterLayout({ active, title, actions, children }: Props) {
  const { t } = useTranslation('center');
  const paths = usePaths();
  const unread = useUnreadCount().data ?? 0;
  return (
    <div className="lb-container lb-center">
      <aside className="lb-center__aside">
        <nav aria-label={t('menu.label')}>
          <p className="lb-center__menu-title">{t('menu.title')}</p>
          <ul className="lb-center__menu">
            {CENTER_MENU.map((key) => (
              <li key={key}>
                <Link to={paths.to(key)} className={key === active ? 'lb-center__link is-active' : 'lb-center__link'} aria-current={key === active ? 'page' : undefined}>
                  <span className="lb-center__icon" aria-hidden="true">
                    {ICONS[key]}
                  </span>
                  <span className="lb-center__label">{t(`menu.${key}`)}</span>
                  {key === 'message' && unread > 0 && <Badge count={unread} overflowCount={99} size="small" title={t('menu.unread', { count: unread })} />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section className="lb-center__main" aria-labelledby="lb-center-title">
        <header className="lb-center__head">
          <h1 id="lb-center-title" className="lb-center__title">
            {title}
          </h1>
          {actions && <div className="lb-center__actions">{actions}</div>}
        </header>
        {children}
      </section>
    </div>
  );
}

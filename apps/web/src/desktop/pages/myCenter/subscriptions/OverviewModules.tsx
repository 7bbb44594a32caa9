import { Empty, List, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { usePurchasedTemplates } from '../../../../shared/subscriptions/api/listPurchasedTemplates.ts';
import { useSubscriptions } from '../../../../shared/subscriptions/api/listSubscriptions.ts';
import { formatDay, STATUS_TONE } from '../../../../shared/subscriptions/format.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';

const SHOWN = 3;

/** The empty hint of an overview module with the way to the pricing page. */
function EmptyModule({ text }: { text: string }) {
  const { t } = useTranslation('center');
  const paths = usePaths();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      <LinkButton type="primary" to={paths.to('items')}>
        {t('modules.subscribe')}
      </LinkButton>
    </Empty>
  );
}

/** Account overview, desktop: the package subscriptions, newest first, with status and expiry. */
export function PackagesModule() {
  const { t } = useTranslation(['subscriptions', 'center']);
  const lang = useLang();
  const paths = usePaths();
  const list = useSubscriptions('subscribe', 1, SHOWN);
  if (list.isPending) return null;
  const rows = list.data?.list ?? [];
  if (!rows.length) return <EmptyModule text={t('center:modules.packages.empty')} />;
  return (
    <List
      size="small"
      dataSource={rows}
      footer={<Link to={paths.to('order')}>{t('overview.all')}</Link>}
      renderItem={(s) => (
        <List.Item extra={<Tag color={STATUS_TONE[s.status]}>{t(`status.${s.status}`)}</Tag>}>
          <List.Item.Meta
            title={<Link to={paths.to('production', { id: s.packageId })}>{lang === 'en' ? s.packageNameEn : s.packageNameCn}</Link>}
            description={t('overview.expires', { date: formatDay(s.expiresAt) })}
          />
        </List.Item>
      )}
    />
  );
}

/** Account overview, desktop: the templates bought on their own, with their usage status. */
export function PurchasedModule() {
  const { t } = useTranslation(['subscriptions', 'center']);
  const lang = useLang();
  const paths = usePaths();
  const list = usePurchasedTemplates(1, SHOWN);
  if (list.isPending) return null;
  const rows = list.data?.list ?? [];
  if (!rows.length) return <EmptyModule text={t('center:modules.purchased.empty')} />;
  return (
    <List
      size="small"
      dataSource={rows}
      footer={<Link to={`${paths.to('order')}?tab=templates`}>{t('overview.all')}</Link>}
      renderItem={(x) => (
        <List.Item extra={<Tag color={x.usage === 'used' ? 'default' : 'success'}>{t(`usage.${x.usage}`)}</Tag>}>
          <List.Item.Meta
            title={<Link to={paths.to('template', { templateId: x.templateId })}>{lang === 'en' ? x.nameEn : x.nameCn}</Link>}
            description={t('overview.purchased', { date: formatDay(x.purchasedAt) })}
          />
        </List.Item>
      )}
    />
  );
}

import { Empty, List, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOverview } from '../../../../shared/drafting/api/getOverview.ts';
import { formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';

/** Account overview, desktop: the templates used most (by contracts generated) and the latest contracts. */
export function OverviewModule({ kind }: { kind: 'templates' | 'contracts' }) {
  const { t } = useTranslation(['center', 'drafting']);
  const lang = useLang();
  const paths = usePaths();
  const overview = useOverview();
  const data = overview.data;
  const empty = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`center:modules.${kind}.empty`)}>
      <LinkButton type="primary" to={paths.to('draftRobot')}>
        {t('drafting:overview.start')}
      </LinkButton>
    </Empty>
  );
  if (kind === 'templates') {
    const list = data?.frequentTemplates ?? [];
    if (!list.length) return overview.isPending ? null : empty;
    return (
      <List
        size="small"
        dataSource={list}
        renderItem={(x) => (
          <List.Item extra={<span className="lb-muted">{t('drafting:overview.uses', { count: x.uses })}</span>}>
            <Link to={paths.to('template', { templateId: x.templateId })}>{lang === 'en' ? x.nameEn : x.nameCn}</Link>
          </List.Item>
        )}
      />
    );
  }
  const list = data?.recentContracts ?? [];
  if (!list.length) return overview.isPending ? null : empty;
  return (
    <List
      size="small"
      dataSource={list}
      footer={<Link to={paths.to('myContract')}>{t('drafting:overview.all')}</Link>}
      renderItem={(c) => (
        <List.Item extra={<Tag color={c.paid ? 'green' : 'gold'}>{c.paid ? t('drafting:contracts.paid') : t('drafting:contracts.unpaid')}</Tag>}>
          <List.Item.Meta title={<Link to={paths.to('productionsFinish', { id: c.id })}>{c.name}</Link>} description={formatTime(c.updatedAt)} />
        </List.Item>
      )}
    />
  );
}

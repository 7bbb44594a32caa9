import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOverview } from '../../../../shared/drafting/api/getOverview.ts';
import { formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';

/** Account overview, mobile: the templates used most and the latest contracts; the empty hint when there are none. */
export function OverviewModule({ kind }: { kind: 'templates' | 'contracts' }) {
  const { t } = useTranslation(['center', 'drafting']);
  const lang = useLang();
  const paths = usePaths();
  const data = useOverview().data;
  if (kind === 'templates') {
    const list = data?.frequentTemplates ?? [];
    if (!list.length) return <span>{t('center:modules.templates.empty')}</span>;
    return (
      <ul className="lb-m-overview-list">
        {list.map((x) => (
          <li key={x.templateId}>
            <Link to={paths.to('template', { templateId: x.templateId })}>{lang === 'en' ? x.nameEn : x.nameCn}</Link>
            <span>{t('drafting:overview.uses', { count: x.uses })}</span>
          </li>
        ))}
      </ul>
    );
  }
  const list = data?.recentContracts ?? [];
  if (!list.length) return <span>{t('center:modules.contracts.empty')}</span>;
  return (
    <ul className="lb-m-overview-list">
      {list.map((c) => (
        <li key={c.id}>
          <Link to={paths.to('myContractView', { id: c.id })}>{c.name}</Link>
          <span>{formatTime(c.updatedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

import { useState } from 'react';
import { CapsuleTabs, Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGroups } from '../../../../shared/drafting/api/listGroups.ts';
import { listContracts, type GroupFilter } from '../../../../shared/drafting/api/listContracts.ts';
import { useOpenDrafts } from '../../../../shared/drafting/api/listDrafts.ts';
import { formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PagedList } from '../../../components/PagedList.tsx';
import { usePagedList } from '../../../components/usePagedList.ts';
import { PageHead } from '../components/PageHead.tsx';
import '../../auth/auth.css';
import '../center.css';
import './contracts.css';

const ALL = 'all';

const keyOf = (g: GroupFilter) => (g === undefined ? ALL : String(g));
const filterOf = (key: string): GroupFilter => (key === ALL ? undefined : key === 'default' ? 'default' : Number(key));

/** My Contracts on a phone: the groups as tabs, the contracts page by page, each opening its view. */
export default function MyContractsPage() {
  const { t } = useTranslation('drafting');
  const lang = useLang();
  const paths = usePaths();
  const [group, setGroup] = useState<GroupFilter>(undefined);
  const groups = useGroups();
  const drafts = useOpenDrafts();
  const list = usePagedList(['contracts', 'infinite', keyOf(group)], (pageNo, pageSize) => listContracts({ groupId: group, pageNo, pageSize }));
  const openDrafts = drafts.data?.total ?? 0;

  return (
    <div className="lb-m-page">
      <PageHead title={t('contracts.title')} back={paths.to('personalHome')} />
      {openDrafts > 0 && <p className="lb-m-contracts__drafts">{t('mobile.openDrafts', { count: openDrafts })}</p>}
      <CapsuleTabs activeKey={keyOf(group)} onChange={(k) => setGroup(filterOf(k))} className="lb-m-contracts__tabs">
        <CapsuleTabs.Tab key={ALL} title={t('groups.all')} />
        {(groups.data ?? []).map((g) => (
          <CapsuleTabs.Tab key={g.isDefault || g.id === null ? 'default' : String(g.id)} title={`${g.isDefault || g.id === null ? t('groups.default') : g.name} ${g.count}`} />
        ))}
      </CapsuleTabs>
      <PagedList list={list} empty={<p className="lb-m-empty">{t('contracts.empty')}</p>}>
        <ul className="lb-m-cardlist">
          {list.items.map((c) => (
            <li key={c.id}>
              <Link to={paths.to('myContractView', { id: c.id })} className="lb-m-linkcard lb-m-contract">
                <span className="lb-m-contract__main">
                  <strong className="lb-m-contract__name">{c.name}</strong>
                  <span className="lb-m-contract__meta">
                    {lang === 'en' ? c.templateNameEn : c.templateNameCn}
                    {c.scene ? ` · ${t(`scene.${c.scene}`)}` : ''}
                  </span>
                  <span className="lb-m-contract__meta">
                    {formatTime(c.updatedAt)} · {t('versions.number', { version: c.version })}
                  </span>
                </span>
                <Tag color={c.paid ? 'success' : 'warning'} fill="outline">
                  {c.paid ? t('contracts.paid') : t('contracts.unpaid')}
                </Tag>
                <RightOutline aria-hidden="true" className="lb-m-contract__arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </PagedList>
    </div>
  );
}

import { Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { listPurchasedTemplates } from '../../../../shared/subscriptions/api/listPurchasedTemplates.ts';
import { subscriptionsRoot } from '../../../../shared/subscriptions/keys.ts';
import { PagedList } from '../../../components/PagedList.tsx';
import { usePagedList } from '../../../components/usePagedList.ts';
import { NoSubscriptions } from './NoSubscriptions.tsx';

/** Templates bought on their own: contract name, subscription time, usage status; a used one opens its contract. */
export function TemplateList() {
  const { t } = useTranslation('subscriptions');
  const lang = useLang();
  const paths = usePaths();
  const list = usePagedList([...subscriptionsRoot, 'infinite', 'templates'], listPurchasedTemplates);
  return (
    <PagedList list={list} empty={<NoSubscriptions text={t('empty.templates')} />}>
      <ul className="lb-m-cardlist">
        {list.items.map((x) => (
          <li key={x.id}>
            <Link to={x.contractId !== null ? paths.to('myContractView', { id: x.contractId }) : paths.to('template', { templateId: x.templateId })} className="lb-m-linkcard lb-m-sub">
              <span className="lb-m-sub__main">
                <span className="lb-m-sub__head">
                  <strong className="lb-m-sub__name">{lang === 'en' ? x.nameEn : x.nameCn}</strong>
                  <Tag color={x.usage === 'used' ? 'default' : 'success'} fill="outline">
                    {t(`usage.${x.usage}`)}
                  </Tag>
                </span>
                <span className="lb-m-sub__facts lb-m-sub__facts--one">
                  <span>
                    {t('col.purchasedAt')} {formatTime(x.purchasedAt)}
                  </span>
                  {x.contractId !== null && <span>{t('action.viewContract')}</span>}
                </span>
              </span>
              <RightOutline aria-hidden="true" className="lb-m-sub__arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </PagedList>
  );
}

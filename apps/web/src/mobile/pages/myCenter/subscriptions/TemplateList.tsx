import { Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOBILE_PAGING } from '@lexbridge/contract/constants';
import { formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { listPurchasedTemplates } from '../../../../shared/subscriptions/api/listPurchasedTemplates.ts';
import { subscriptionsRoot } from '../../../../shared/subscriptions/keys.ts';
import { PagedListFooter } from '../../../components/PagedListFooter.tsx';

const PAGE_SIZE = 10;

/** Templates bought on their own: contract name, subscription time, usage status; a used one opens its contract. */
export function TemplateList() {
  const { t } = useTranslation('subscriptions');
  const { t: tc } = useTranslation('common');
  const lang = useLang();
  const paths = usePaths();
  const pages = useInfiniteQuery({
    queryKey: [...subscriptionsRoot, 'infinite', 'templates'],
    queryFn: ({ pageParam }) => listPurchasedTemplates(pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE < last.total ? all.length + 1 : undefined),
  });
  const items = pages.data?.pages.flatMap((p) => p.list) ?? [];
  if (pages.isPending) {
    return (
      <p className="lb-m-empty" role="status">
        {tc(MOBILE_PAGING.loading)}
      </p>
    );
  }
  if (!items.length) {
    return (
      <div className="lb-m-empty">
        <p>{t('empty.templates')}</p>
        <Link to={paths.to('items')} className="lb-mbtn lb-mbtn--primary">
          {t('subscribe')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="lb-m-subs">
        {items.map((x) => (
          <li key={x.id}>
            <Link to={x.contractId !== null ? paths.to('myContractView', { id: x.contractId }) : paths.to('template', { templateId: x.templateId })} className="lb-m-sub">
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
      <PagedListFooter
        hasMore={!!pages.hasNextPage}
        loadMore={async () => {
          await pages.fetchNextPage();
        }}
      />
    </>
  );
}

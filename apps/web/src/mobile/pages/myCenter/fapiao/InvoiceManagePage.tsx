import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOBILE_PAGING } from '@lexbridge/contract/constants';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { listRequests } from '../../../../shared/fapiao/api/listRequests.ts';
import { fapiaoRoot } from '../../../../shared/fapiao/keys.ts';
import { cancellable } from '../../../../shared/fapiao/status.ts';
import { formatTime } from '../../../../shared/format.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PagedListFooter } from '../../../components/PagedListFooter.tsx';
import { PageHead } from '../components/PageHead.tsx';
import { StatusTag } from './StatusTag.tsx';
import { useCancel } from './useCancel.ts';
import '../../auth/auth.css';
import '../center.css';
import './fapiao.css';

const PAGE_SIZE = 10;

/** Fapiao Management on a phone: the requests page by page, each opening its details; cancel while 1. */
export default function InvoiceManagePage() {
  const { t } = useTranslation('fapiao');
  const { t: tc } = useTranslation('common');
  const paths = usePaths();
  const { cancel, busy } = useCancel();
  const pages = useInfiniteQuery({
    queryKey: [...fapiaoRoot, 'infinite'],
    queryFn: ({ pageParam }) => listRequests(pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE < last.total ? all.length + 1 : undefined),
  });
  const items = pages.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="lb-m-page">
      <PageHead title={t('title')} back={paths.to('personalHome')} />
      <div className="lb-m-fp-top">
        <Link to={paths.to('invoiceApply')} className="lb-mbtn lb-mbtn--primary">
          {t('apply')}
        </Link>
        <Link to={paths.to('invoiceTitleManage')} className="lb-mbtn">
          {t('infos')}
        </Link>
      </div>
      {pages.isPending ? (
        <p className="lb-m-empty" role="status">
          {tc(MOBILE_PAGING.loading)}
        </p>
      ) : items.length === 0 ? (
        <p className="lb-m-empty">{t('list.empty')}</p>
      ) : (
        <>
          <ul className="lb-m-fp-list">
            {items.map((r) => (
              <li key={r.requestNo} className="lb-m-fp-item">
                <Link to={paths.to('invoiceDetails', { id: r.requestNo })} className="lb-m-fp-item__link">
                  <span className="lb-m-fp-item__main">
                    <span className="lb-m-fp-item__head">
                      <strong className="lb-m-fp-item__amount">{yuan(r.totalFen)}</strong>
                      <StatusTag {...r} />
                    </span>
                    <span className="lb-m-fp-item__meta">
                      {t('list.requestNo')} <span className="lb-m-fp-mono">{r.requestNo}</span>
                    </span>
                    <span className="lb-m-fp-item__meta">
                      {t('list.time')} {formatTime(r.createdAt)} · {r.title}
                    </span>
                  </span>
                  <RightOutline aria-hidden="true" className="lb-m-fp-item__arrow" />
                </Link>
                {cancellable(r.status) && (
                  <div className="lb-m-fp-item__actions">
                    <Button size="small" color="danger" fill="outline" loading={busy === r.requestNo} onClick={() => void cancel(r.requestNo)}>
                      {t('action.cancel')}
                    </Button>
                  </div>
                )}
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
      )}
    </div>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MOBILE_PAGING } from '@lexbridge/contract/constants';
import { yuan } from '../../../shared/catalogue/money.ts';
import { formatTime } from '../../../shared/format.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { listLedger, ledgerKey } from '../../../shared/payments/api/listLedger.ts';
import { productName } from '../../../shared/payments/labels.ts';
import { PagedListFooter } from '../../components/PagedListFooter.tsx';

const PAGE_SIZE = 10;

/** The balance history on a phone, loaded as the list is scrolled (spec §9 paging texts). */
export function LedgerList() {
  const { t } = useTranslation(['pay', 'common']);
  const lang = useLang();
  const pages = useInfiniteQuery({
    queryKey: [...ledgerKey(), 'infinite'],
    queryFn: ({ pageParam }) => listLedger(pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE < last.total ? all.length + 1 : undefined),
  });
  const items = pages.data?.pages.flatMap((p) => p.list) ?? [];
  if (pages.isPending) {
    return (
      <p className="lb-m-empty" role="status">
        {t(`common:${MOBILE_PAGING.loading}`)}
      </p>
    );
  }
  if (items.length === 0) return <p className="lb-m-empty">{t('ledger.empty')}</p>;
  return (
    <>
      <ul className="lb-m-ledger">
        {items.map((r) => (
          <li key={r.id} className="lb-m-ledger__row">
            <span className="lb-m-ledger__main">
              <strong>{t(`ledger.${r.reason}`)}</strong>
              <span className="lb-m-muted">{productName(r, lang)}</span>
              <span className="lb-m-muted">{formatTime(r.createdAt)}</span>
            </span>
            <span className="lb-m-ledger__money">
              <strong className={r.deltaFen >= 0 ? 'is-in' : 'is-out'}>{`${r.deltaFen >= 0 ? '+' : '−'}${yuan(Math.abs(r.deltaFen))}`}</strong>
              <span className="lb-m-muted">{t('ledger.afterShort', { amount: yuan(r.balanceAfterFen) })}</span>
            </span>
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

import { useTranslation } from 'react-i18next';
import { yuan } from '../../../shared/catalogue/money.ts';
import { formatTime } from '../../../shared/format.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { listLedger, ledgerKey } from '../../../shared/payments/api/listLedger.ts';
import { productName } from '../../../shared/payments/labels.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { usePagedList } from '../../components/usePagedList.ts';

/** The balance history on a phone, loaded as the list is scrolled (spec §9 paging texts). */
export function LedgerList() {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const list = usePagedList([...ledgerKey(), 'infinite'], listLedger);
  return (
    <PagedList list={list} empty={<p className="lb-m-empty">{t('ledger.empty')}</p>}>
      <ul className="lb-m-ledger">
        {list.items.map((r) => (
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
    </PagedList>
  );
}

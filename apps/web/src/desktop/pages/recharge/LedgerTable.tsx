import { useState } from 'react';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../shared/catalogue/money.ts';
import { formatTime } from '../../../shared/format.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { useLedger, type LedgerItem } from '../../../shared/payments/api/listLedger.ts';
import { productName } from '../../../shared/payments/labels.ts';
import { tablePaging } from '../../components/tablePaging.ts';

const PAGE_SIZE = 10;

/** The balance history: every top-up and purchase with the amount and the balance after it, page by page. */
export function LedgerTable() {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const ledger = useLedger(page, PAGE_SIZE);
  const total = ledger.data?.total ?? 0;
  return (
    <Table<LedgerItem>
      rowKey="id"
      size="middle"
      loading={ledger.isPending || ledger.isFetching}
      dataSource={ledger.data?.list ?? []}
      locale={{ emptyText: t('ledger.empty') }}
      pagination={tablePaging(page, PAGE_SIZE, total, setPage)}
      columns={[
        { key: 'time', title: t('ledger.time'), width: 160, render: (_, r) => formatTime(r.createdAt) },
        {
          key: 'reason',
          title: t('ledger.reason'),
          width: 110,
          render: (_, r) => <Tag color={r.reason === 'topup' ? 'green' : 'blue'}>{t(`ledger.${r.reason}`)}</Tag>,
        },
        { key: 'product', title: t('field.product'), render: (_, r) => productName(r, lang) },
        {
          key: 'delta',
          title: t('ledger.delta'),
          width: 130,
          align: 'right',
          render: (_, r) => <span className={r.deltaFen >= 0 ? 'lb-ledger__in' : 'lb-ledger__out'}>{`${r.deltaFen >= 0 ? '+' : '−'}${yuan(Math.abs(r.deltaFen))}`}</span>,
        },
        { key: 'after', title: t('ledger.after'), width: 130, align: 'right', render: (_, r) => yuan(r.balanceAfterFen) },
      ]}
    />
  );
}

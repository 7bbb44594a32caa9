import { Alert, Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceableOrder } from '../../../../shared/fapiao/api/listInvoiceable.ts';
import { yuan } from '../../../../shared/catalogue/money.ts';
import type { Selection } from '../../../../shared/fapiao/selection.ts';
import { formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { SelectionSum } from './SelectionSum.tsx';

interface Props {
  orders: InvoiceableOrder[];
  loading: boolean;
  selection: Selection;
  onSelect: (orderNos: string[]) => void;
  /** Shown when Next was pressed with nothing selected. */
  error: string | null;
  onNext: () => void;
}

/** Step one: the paid, not yet invoiced orders to choose from, with the number chosen and their sum. */
export function OrdersStep({ orders, loading, selection, onSelect, error, onNext }: Props) {
  const { t } = useTranslation('fapiao');
  const lang = useLang();
  return (
    <section aria-labelledby="lb-fp-step1">
      <h2 id="lb-fp-step1" className="lb-section-title">
        {t('form.step1')}
      </h2>
      <p className="lb-muted">{t('form.intro')}</p>
      <Table<InvoiceableOrder>
        rowKey="orderNo"
        size="middle"
        loading={loading}
        dataSource={orders}
        pagination={false}
        scroll={orders.length > 8 ? { y: 420 } : undefined}
        locale={{ emptyText: t('form.noOrders') }}
        rowSelection={{ selectedRowKeys: selection.orderNos, onChange: (keys) => onSelect(keys.map(String)), getCheckboxProps: (o) => ({ 'aria-label': o.orderNo }) as never }}
        columns={[
          { key: 'no', title: t('order.no'), width: 190, render: (_, o) => <span className="lb-fp-mono lb-fp-nowrap">{o.orderNo}</span> },
          { key: 'product', title: t('order.product'), ellipsis: true, render: (_, o) => (lang === 'en' ? o.productNameEn : o.productNameCn) },
          { key: 'method', title: t('order.method'), width: 100, render: (_, o) => t(`method.${o.method}`) },
          { key: 'paidAt', title: t('order.paidAt'), width: 150, render: (_, o) => formatTime(o.paidAt) },
          { key: 'amount', title: t('order.amount'), width: 100, align: 'right', render: (_, o) => yuan(o.amountFen) },
        ]}
      />
      <div className="lb-fp-bar" role="status" aria-live="polite">
        <SelectionSum selection={selection} />
        <Button type="primary" onClick={onNext}>
          {t('form.next')}
        </Button>
      </div>
      {error && <Alert type="error" showIcon title={error} className="lb-fp-error" role="alert" />}
    </section>
  );
}

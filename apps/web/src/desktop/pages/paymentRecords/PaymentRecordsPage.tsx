import { useState } from 'react';
import { Button, Table, Tag } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../shared/catalogue/money.ts';
import { formatTime } from '../../../shared/format.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { useBalance } from '../../../shared/payments/api/getBalance.ts';
import { useOrders } from '../../../shared/payments/api/listOrders.ts';
import { isPayable, productName, STATUS_TONE, statusKey, type ShownStatus, type StatusTone } from '../../../shared/payments/labels.ts';
import type { OrderView } from '../../../shared/payments/types.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { tablePaging } from '../../components/tablePaging.ts';
import { CenterLayout } from '../myCenter/components/CenterLayout.tsx';
import { usePayDialog } from '../payment/usePayDialog.tsx';
import '../payment/payment.css';
import './records.css';

const PAGE_SIZE = 10;
const TAG: Record<StatusTone, string> = { good: 'green', bad: 'red', attention: 'gold', active: 'blue', neutral: 'default' };

/**
 * Payment History (spec §2): every order with its product, amount, method, status and time; an unpaid order whose
 * time is not up can be paid from here (the payment dialog, resuming its QR code when one is open).
 */
export default function PaymentRecordsPage() {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const paths = usePaths();
  const [page, setPage] = useState(1);
  const orders = useOrders({ pageNo: page, pageSize: PAGE_SIZE });
  const balance = useBalance();
  const pay = usePayDialog();
  const total = orders.data?.total ?? 0;
  const now = Date.now();
  return (
    <CenterLayout
      active="paymentRecords"
      title={t('records.title')}
      actions={
        <>
          <span className="lb-records__balance">
            {t('recharge.balance')} <strong>{balance.data ? yuan(balance.data.balanceFen) : '—'}</strong>
          </span>
          <LinkButton type="primary" icon={<WalletOutlined aria-hidden="true" />} to={paths.to('recharge')}>
            {t('recharge.title')}
          </LinkButton>
        </>
      }
    >
      <section className="lb-center-card" aria-label={t('records.title')}>
        <Table<OrderView>
          rowKey="orderNo"
          size="middle"
          loading={orders.isPending || orders.isFetching}
          dataSource={orders.data?.list ?? []}
          locale={{ emptyText: t('records.empty') }}
          scroll={{ x: 820 }}
          pagination={tablePaging(page, PAGE_SIZE, total, setPage)}
          columns={[
            {
              key: 'product',
              title: t('field.product'),
              render: (_, o) => (
                <div className="lb-records__product">
                  <strong>{productName(o, lang)}</strong>
                  <span className="lb-muted">
                    {t(`kind.${o.kind}`)} · {t('records.orderNo', { no: o.orderNo })}
                  </span>
                </div>
              ),
            },
            { key: 'amount', title: t('field.amount'), width: 120, align: 'right', render: (_, o) => <strong>{yuan(o.amountFen)}</strong> },
            { key: 'method', title: t('field.method'), width: 120, render: (_, o) => (o.method ? t(`method.${o.method}`) : '—') },
            {
              key: 'status',
              title: t('records.status'),
              width: 110,
              render: (_, o) => <Tag color={TAG[STATUS_TONE[o.status as ShownStatus] ?? 'neutral']}>{t(statusKey(o.status))}</Tag>,
            },
            { key: 'time', title: t('records.time'), width: 150, render: (_, o) => formatTime(o.createdAt) },
            {
              key: 'actions',
              title: t('records.actions'),
              width: 100,
              render: (_, o) =>
                isPayable(o, now) ? (
                  <Button size="small" type="primary" ghost onClick={() => pay.open({ kind: 'order', orderNo: o.orderNo })} aria-label={t('records.payOf', { no: o.orderNo })}>
                    {t('records.pay')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </section>
      {pay.dialog}
    </CenterLayout>
  );
}

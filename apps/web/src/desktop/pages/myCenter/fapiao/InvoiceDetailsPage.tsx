import type { ReactNode } from 'react';
import { Button, Descriptions, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '@lexbridge/contract/api/fapiao';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { deliveryFacts, requestFacts } from '../../../../shared/fapiao/facts.ts';
import { cancellable } from '../../../../shared/fapiao/status.ts';
import { useRequestOfPage } from '../../../../shared/fapiao/useRequestOfPage.ts';
import { formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { Loading, Nothing } from '../../catalogue/components/LoadState.tsx';
import { CenterLayout } from '../components/CenterLayout.tsx';
import { factItems } from './factItems.tsx';
import { InfoSummary } from './InfoSummary.tsx';
import { StatusCell } from './StatusCell.tsx';
import { useCancelRequest } from './useCancelRequest.ts';
import '../../catalogue/styles/base.css';
import './fapiao.css';

type OrderRow = RequestDetail['orders'][number];

/** One titled card of the details. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="lb-center-card" aria-labelledby={id}>
      <h2 id={id} className="lb-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One fapiao request: its status, the information it was requested with, the mailing address and the orders. */
export default function InvoiceDetailsPage() {
  const { t } = useTranslation('fapiao');
  const lang = useLang();
  const paths = usePaths();
  const { request: r, loading } = useRequestOfPage();
  const { cancel, busy } = useCancelRequest();

  return (
    <CenterLayout active="invoiceManage" title={t('details.title')} actions={<LinkButton to={paths.to('invoiceManage')}>{t('action.back')}</LinkButton>}>
      {loading ? (
        <div className="lb-center-card">
          <Loading rows={6} />
        </div>
      ) : !r ? (
        <div className="lb-center-card">
          <Nothing text={t('details.notFound')}>
            <LinkButton type="primary" to={paths.to('invoiceManage')}>
              {t('title')}
            </LinkButton>
          </Nothing>
        </div>
      ) : (
        <>
          <section className="lb-center-card" aria-labelledby="lb-fp-request">
            <div className="lb-fp-form__head">
              <h2 id="lb-fp-request" className="lb-section-title">
                {t('details.request')}
              </h2>
              {cancellable(r.status) && (
                <Popconfirm title={t('action.cancelConfirm')} okText={t('action.cancel')} cancelText={t('action.keep')} onConfirm={() => cancel(r.requestNo)}>
                  <Button danger loading={busy === r.requestNo}>
                    {t('action.cancel')}
                  </Button>
                </Popconfirm>
              )}
            </div>
            <Descriptions size="small" column={2} items={factItems(requestFacts(r, t, <StatusCell {...r} withMail={false} />))} />
          </section>
          <Part id="lb-fp-invoice" title={t('details.invoice')}>
            <InfoSummary info={r} />
          </Part>
          <Part id="lb-fp-delivery" title={t('details.delivery')}>
            <Descriptions size="small" column={2} items={factItems(deliveryFacts(r, t))} />
          </Part>
          <Part id="lb-fp-orders" title={t('details.orders')}>
            <Table<OrderRow>
              rowKey="orderNo"
              size="small"
              pagination={false}
              dataSource={r.orders}
              columns={[
                { key: 'no', title: t('order.no'), render: (_, o) => <span className="lb-fp-mono">{o.orderNo}</span> },
                { key: 'product', title: t('order.product'), render: (_, o) => (lang === 'en' ? o.productNameEn : o.productNameCn) },
                { key: 'paidAt', title: t('order.paidAt'), width: 170, render: (_, o) => formatTime(o.paidAt) },
                { key: 'amount', title: t('order.amount'), width: 120, align: 'right', render: (_, o) => yuan(o.amountFen) },
              ]}
            />
          </Part>
        </>
      )}
    </CenterLayout>
  );
}

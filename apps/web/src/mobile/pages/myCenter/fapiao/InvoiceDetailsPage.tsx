import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { deliveryFacts, infoFacts, requestFacts } from '../../../../shared/fapiao/facts.ts';
import { cancellable } from '../../../../shared/fapiao/status.ts';
import { useRequestOfPage } from '../../../../shared/fapiao/useRequestOfPage.ts';
import { formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PageHead } from '../components/PageHead.tsx';
import { Facts } from './Facts.tsx';
import { StatusTag } from './StatusTag.tsx';
import { useCancel } from './useCancel.ts';
import '../../auth/auth.css';
import '../center.css';
import './fapiao.css';

/** One titled card of the details. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="lb-m-card" aria-labelledby={id}>
      <h2 id={id} className="lb-m-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One fapiao request on a phone: status, information, mailing address and orders; cancel while 1. */
export default function InvoiceDetailsPage() {
  const { t } = useTranslation('fapiao');
  const lang = useLang();
  const paths = usePaths();
  const { request: r, loading } = useRequestOfPage();
  const { cancel, busy } = useCancel();
  return (
    <div className="lb-m-page">
      <PageHead title={t('details.title')} back={paths.to('invoiceManage')} />
      {loading ? (
        <p className="lb-m-empty" role="status">
          …
        </p>
      ) : !r ? (
        <p className="lb-m-empty">{t('details.notFound')}</p>
      ) : (
        <>
          <Part id="lb-m-fp-request" title={t('details.request')}>
            <Facts facts={requestFacts(r, t, <StatusTag {...r} />)} />
            {cancellable(r.status) && (
              <Button block color="danger" fill="outline" loading={busy === r.requestNo} onClick={() => void cancel(r.requestNo)}>
                {t('action.cancel')}
              </Button>
            )}
          </Part>
          <Part id="lb-m-fp-invoice" title={t('details.invoice')}>
            <Facts facts={infoFacts(r, t)} />
          </Part>
          <Part id="lb-m-fp-delivery" title={t('details.delivery')}>
            <Facts facts={deliveryFacts(r, t)} />
          </Part>
          <Part id="lb-m-fp-orders" title={t('details.orders')}>
            <ul className="lb-m-fp-orders">
              {r.orders.map((o) => (
                <li key={o.orderNo}>
                  <span className="lb-m-fp-orders__name">{lang === 'en' ? o.productNameEn : o.productNameCn}</span>
                  <strong>{yuan(o.amountFen)}</strong>
                  <span className="lb-m-fp-mono lb-m-fp-orders__no">{o.orderNo}</span>
                  <span className="lb-m-fp-orders__time">{formatTime(o.paidAt)}</span>
                </li>
              ))}
            </ul>
          </Part>
        </>
      )}
    </div>
  );
}

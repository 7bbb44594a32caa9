import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../../../routes/pageContext.ts';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { isRequestNo, useFapiaoRequest } from '../../../../shared/fapiao/api/getRequest.ts';
import { deliveryFacts, infoFacts, requestFacts } from '../../../../shared/fapiao/facts.ts';
import { cancellable } from '../../../../shared/fapiao/status.ts';
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

/** One fapiao request on a phone: status, information, mailing address and orders; cancel while 1. */
export default function InvoiceDetailsPage() {
  const { t } = useTranslation('fapiao');
  const lang = useLang();
  const paths = usePaths();
  const { id = '' } = usePageParams();
  const request = useFapiaoRequest(id);
  const { cancel, busy } = useCancel();
  const r = request.data;
  return (
    <div className="lb-m-page">
      <PageHead title={t('details.title')} back={paths.to('invoiceManage')} />
      {request.isPending && isRequestNo(id) ? (
        <p className="lb-m-empty" role="status">
          …
        </p>
      ) : !r ? (
        <p className="lb-m-empty">{t('details.notFound')}</p>
      ) : (
        <>
          <section className="lb-m-card" aria-labelledby="lb-m-fp-request">
            <h2 id="lb-m-fp-request" className="lb-m-card__title">
              {t('details.request')}
            </h2>
            <Facts facts={requestFacts(r, t, <StatusTag {...r} />)} />
            {cancellable(r.status) && (
              <Button block color="danger" fill="outline" loading={busy === r.requestNo} onClick={() => void cancel(r.requestNo)}>
                {t('action.cancel')}
              </Button>
            )}
          </section>
          <section className="lb-m-card" aria-labelledby="lb-m-fp-invoice">
            <h2 id="lb-m-fp-invoice" className="lb-m-card__title">
              {t('details.invoice')}
            </h2>
            <Facts facts={infoFacts(r, t)} />
          </section>
          <section className="lb-m-card" aria-labelledby="lb-m-fp-delivery">
            <h2 id="lb-m-fp-delivery" className="lb-m-card__title">
              {t('details.delivery')}
            </h2>
            <Facts facts={deliveryFacts(r, t)} />
          </section>
          <section className="lb-m-card" aria-labelledby="lb-m-fp-orders">
            <h2 id="lb-m-fp-orders" className="lb-m-card__title">
              {t('details.orders')}
            </h2>
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
          </section>
        </>
      )}
    </div>
  );
}

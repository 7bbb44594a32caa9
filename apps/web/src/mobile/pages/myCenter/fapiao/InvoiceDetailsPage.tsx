import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../../../routes/pageContext.ts';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { isRequestNo, useFapiaoRequest } from '../../../../shared/fapiao/api/getRequest.ts';
import { cancellable } from '../../../../shared/fapiao/status.ts';
import { formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PageHead } from '../components/PageHead.tsx';
import { InfoFacts } from './InfoFacts.tsx';
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
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
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
            <dl className="lb-m-facts lb-m-fp-facts">
              {fact(t('list.requestNo'), <span className="lb-m-fp-mono">{r.requestNo}</span>)}
              {fact(t('list.status'), <StatusTag {...r} />)}
              {fact(t('list.total'), yuan(r.totalFen))}
              {fact(t('list.time'), formatTime(r.createdAt))}
              {fact(t('details.nature'), t('details.paper'))}
              {fact(t('details.notes'), r.notes || '—')}
              {r.status === 4 && r.rejectReason && fact(t('details.rejectReason'), r.rejectReason)}
            </dl>
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
            <InfoFacts info={r} />
          </section>
          <section className="lb-m-card" aria-labelledby="lb-m-fp-delivery">
            <h2 id="lb-m-fp-delivery" className="lb-m-card__title">
              {t('details.delivery')}
            </h2>
            <dl className="lb-m-facts lb-m-fp-facts">
              {fact(t('field.receiverAddress'), r.receiverAddress)}
              {fact(t('field.receiverName'), r.receiverName)}
              {fact(t('field.receiverMobile'), r.receiverMobile)}
              {fact(t('field.receiverEmail'), r.receiverEmail || '—')}
              {r.logisticsCompany && fact(t('mail.company'), r.logisticsCompany)}
              {r.trackingNo && fact(t('mail.tracking'), <span className="lb-m-fp-mono">{r.trackingNo}</span>)}
            </dl>
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

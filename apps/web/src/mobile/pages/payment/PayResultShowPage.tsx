import { Button, Result } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageParams } from '../../../routes/pageContext.ts';
import { yuan } from '../../../shared/catalogue/money.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { useOrder } from '../../../shared/payments/api/getOrder.ts';
import { isPayable, productName, SERVICE_EMAIL } from '../../../shared/payments/labels.ts';
import { mobileItemRoute } from '../../../shared/payments/resultRoute.ts';
import '../auth/auth.css';
import './payment.css';

/**
 * payResultShow/{orderNo}/{type}/{id?}: Payment Successful, or Payment Failed with Retry (spec §4, §8), and the way
 * back to what was bought (the top-up page for a top-up) or to the personal centre.
 */
export default function PayResultShowPage() {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const paths = usePaths();
  const { orderNo = '', type = '', id } = usePageParams();
  const query = useOrder(orderNo);
  const order = query.data;
  const item = mobileItemRoute(type, id);
  const back = (
    <Link to={paths.to(item.name, item.params)} className="lb-mbtn lb-mbtn--block">
      {type === 'topup' ? t('mobile.toRecharge') : t('mobile.backToItem')}
    </Link>
  );
  const centre = (
    <Link to={paths.to('personalHome')} className="lb-mbtn lb-mbtn--block">
      {t('mobile.toCentre')}
    </Link>
  );

  let body;
  if (query.isPending) {
    body = (
      <p className="lb-m-empty" role="status">
        {t('common:paging.loading')}
      </p>
    );
  } else if (!order) {
    body = (
      <>
        <Result status="warning" title={<h1 className="lb-m-payresult__title">{t('missing')}</h1>} />
        <div className="lb-m-stack lb-m-payresult__actions">
          <Link to={paths.to('paymentRecords')} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
            {t('page.toHistory')}
          </Link>
        </div>
      </>
    );
  } else if (order.status === 'paid') {
    body = (
      <>
        <Result status="success" title={<h1 className="lb-m-payresult__title">{t('success.title')}</h1>} description={t(`success.${order.kind}`, { name: productName(order, lang), amount: yuan(order.amountFen) })} />
        <div className="lb-m-stack lb-m-payresult__actions">
          {back}
          {centre}
        </div>
      </>
    );
  } else if (order.status === 'paying' || order.status === 'created') {
    body = (
      <>
        <Result status="waiting" title={<h1 className="lb-m-payresult__title">{t('qr.checking')}</h1>} description={t('mobile.stillWaiting')} />
        <div className="lb-m-stack lb-m-payresult__actions">
          <Button block color="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('mobile.checkAgain')}
          </Button>
          {centre}
        </div>
      </>
    );
  } else {
    const retry = isPayable(order) ? paths.to('payment', { id: order.orderNo, type: 'order' }) : order.kind === 'topup' ? paths.to('recharge') : null;
    body = (
      <>
        <Result
          status="error"
          title={<h1 className="lb-m-payresult__title">{t('failure.title')}</h1>}
          description={
            <>
              {order.status === 'closed' && <span>{t('failure.closed')} </span>}
              {t(order.kind === 'topup' ? 'failure.topupText' : 'failure.text')}{' '}
              <a href={`mailto:${SERVICE_EMAIL}`} className="lb-pay-mail">
                {SERVICE_EMAIL}
              </a>
            </>
          }
        />
        <div className="lb-m-stack lb-m-payresult__actions">
          {retry && (
            <Link to={retry} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
              {t('action.retry')}
            </Link>
          )}
          {back}
        </div>
      </>
    );
  }
  return (
    <div className="lb-m-page">
      <section className="lb-m-payresult lb-m-payresult--show">{body}</section>
    </div>
  );
}

import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { yuan } from '../../../shared/catalogue/money.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { useBalance } from '../../../shared/payments/api/getBalance.ts';
import { useOrder } from '../../../shared/payments/api/getOrder.ts';
import { payOrder } from '../../../shared/payments/api/payOrder.ts';
import { isPayable, productName } from '../../../shared/payments/labels.ts';
import { mobileItemRoute, mobileReturnPath, resultParams } from '../../../shared/payments/resultRoute.ts';
import type { PayMethod } from '../../../shared/payments/types.ts';
import { MethodList } from './MethodList.tsx';

/** Sends the browser to the provider's page (the sandbox wallet in the embedded setup). */
export const leaveFor = (url: string) => window.location.assign(url);

/**
 * Pays one existing order on a phone: the order's facts, the method, To pay / Pay Now. Alipay and WeChat Pay leave
 * for the provider's mobile page, which comes back to payResult; the balance pays at once and shows the result.
 */
export function PayOrder({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const paths = usePaths();
  const navigate = useNavigate();
  const query = useOrder(orderNo);
  const order = query.data;
  const balance = useBalance(!!order && order.kind !== 'topup');
  const [method, setMethod] = useState<PayMethod | null>(null);
  const [ask, setAsk] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  if (query.isPending) {
    return (
      <p className="lb-m-empty" role="status">
        {t('common:paging.loading')}
      </p>
    );
  }
  if (!order) {
    return (
      <div className="lb-m-card">
        <p>{t('missing')}</p>
        <Link to={paths.to('paymentRecords')} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
          {t('page.toHistory')}
        </Link>
      </div>
    );
  }
  if (!isPayable(order)) {
    const item = mobileItemRoute(order.kind, order.itemRef);
    return (
      <div className="lb-m-card">
        <h2 className="lb-m-card__title">{productName(order, lang)}</h2>
        <p>{order.status === 'paid' ? t('page.alreadyPaid') : order.status === 'closed' || order.closesAt <= Date.now() ? t('failure.closed') : t('missing')}</p>
        <Link to={paths.to(item.name, item.params)} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
          {t('mobile.backToItem')}
        </Link>
      </div>
    );
  }

  const balanceShort = balance.data ? balance.data.balanceFen < order.amountFen : true;
  const pay = async () => {
    if (!method) {
      setAsk(true);
      return;
    }
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const paid = await payOrder(order.orderNo, { method, platform: 'mobile', returnPath: mobileReturnPath(lang, order) });
      if (paid.status === 'paying' && paid.payment?.redirectUrl) {
        leaveFor(paid.payment.redirectUrl);
        return;
      }
      navigate(paths.to(paid.status === 'paid' ? 'payResultShow' : 'payResult', resultParams(paid)), { replace: true });
    } catch (err) {
      if (isApiError(err) && err.code === ErrorCodes.BALANCE_INSUFFICIENT) void balance.refetch();
      if (isApiError(err) && err.code === ErrorCodes.ORDER_CLOSED) void query.refetch();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <section className="lb-m-card" aria-labelledby="lb-m-pay-product">
        <dl className="lb-m-facts lb-m-pay__facts">
          <div>
            <dt>{t('field.product')}</dt>
            <dd id="lb-m-pay-product">{productName(order, lang)}</dd>
          </div>
          <div>
            <dt>{t('field.currency')}</dt>
            <dd>{t('currency.CNY')}</dd>
          </div>
          <div>
            <dt>{t('field.amount')}</dt>
            <dd className="lb-m-pay__amount">{yuan(order.amountFen)}</dd>
          </div>
        </dl>
      </section>
      <section className="lb-m-card" aria-labelledby="lb-m-pay-method">
        <h2 id="lb-m-pay-method" className="lb-m-card__title">
          {t('field.method')}
        </h2>
        <MethodList
          value={method}
          onChange={(m) => {
            setAsk(false);
            setMethod(m);
          }}
          disabled={busy}
          balance={order.kind === 'topup' ? null : { fen: balance.data?.balanceFen ?? null, short: balanceShort }}
        />
        {ask && (
          <p className="lb-m-pay__error" role="alert">
            {t('validation:topupMethodRequired')}
          </p>
        )}
        <Button block color="primary" size="large" className="lb-m-pay__go" loading={busy} disabled={busy} onClick={() => void pay()}>
          {method === 'balance' ? t('action.payNow') : t('action.toPay')}
        </Button>
      </section>
    </>
  );
}

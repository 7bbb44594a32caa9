import { useEffect, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { usePageParams } from '../../../routes/pageContext.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { getOrder } from '../../../shared/payments/api/getOrder.ts';
import { POLL_MS } from '../../../shared/payments/usePayment.ts';
import '../auth/auth.css';
import './payment.css';

/** How long the loading page waits for the provider's word before showing the result page's "still in progress". */
export const RESULT_WAIT_MS = 60_000;

/**
 * payResult/{orderNo}/{type}/{id?}: where the wallet sends the phone back. 'Payment in progress' while the order is
 * polled; once it is paid, failed or closed (or the wait is over), the result page takes its place.
 */
export default function PayResultPage({ pollMs = POLL_MS, waitMs = RESULT_WAIT_MS }: { pollMs?: number; waitMs?: number }) {
  const { t } = useTranslation('pay');
  const paths = usePaths();
  const navigate = useNavigate();
  const { orderNo = '', type = '', id } = usePageParams();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const until = Date.now() + waitMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => navigate(paths.to('payResultShow', { orderNo, type, id }), { replace: true });
    const tick = async () => {
      try {
        const order = await getOrder(orderNo, { quiet: true, signal: controller.signal });
        if (controller.signal.aborted) return;
        if (order.status !== 'paying' && order.status !== 'created') return show();
      } catch (err) {
        if (controller.signal.aborted) return;
        if (isApiError(err) && (err.code === ErrorCodes.NOT_FOUND || err.status === 400)) return setMissing(true);
      }
      if (Date.now() >= until) return show();
      timer = setTimeout(() => void tick(), pollMs);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // The page's parameters name one order; paths changes with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderNo, type, id, pollMs, waitMs]);

  return (
    <div className="lb-m-page">
      <section className="lb-m-payresult" aria-labelledby="lb-m-payresult-title">
        {missing ? (
          <>
            <h1 id="lb-m-payresult-title" className="lb-m-payresult__title">
              {t('missing')}
            </h1>
            <Link to={paths.to('paymentRecords')} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
              {t('page.toHistory')}
            </Link>
          </>
        ) : (
          <>
            <div className="lb-m-payresult__spinner" aria-hidden="true">
              <DotLoading color="primary" />
            </div>
            <h1 id="lb-m-payresult-title" className="lb-m-payresult__title" role="status">
              {t('qr.checking')}
            </h1>
            <p className="lb-m-muted">{t('mobile.waiting')}</p>
          </>
        )}
      </section>
    </div>
  );
}

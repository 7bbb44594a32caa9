import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routePath } from '@lexbridge/contract/routes';
import { isApiError } from '../shared/api/ApiError.ts';
import { isLoggedIn } from '../shared/auth/authState.ts';
import { Logo } from '../shared/components/Logo.tsx';
import { LangSwitch } from '../shared/components/LangSwitch.tsx';
import { formatFen } from '../shared/format.ts';
import { useDocumentTitle } from '../shared/hooks/useDocumentTitle.ts';
import { useLang } from '../shared/hooks/useLang.ts';
import { phoneLoginPath } from '../shared/locate.ts';
import { getOrder } from '../shared/payments/api/getOrder.ts';
import { isPayable, productName, SERVICE_EMAIL } from '../shared/payments/labels.ts';
import { resultParams } from '../shared/payments/resultRoute.ts';
import type { OrderView } from '../shared/payments/types.ts';
import { POLL_MS } from '../shared/payments/usePayment.ts';
import './alipay.css';

/** How long the page keeps asking while the provider's word is on its way. */
const WAIT_MS = 60_000;

type View = { kind: 'checking' } | { kind: 'login' } | { kind: 'missing' } | { kind: 'order'; order: OrderView };

/**
 * /{lang}/alipay/{chan}/{order}: where a payment provider may send the payer back. `chan` is the site the payment
 * began on (`pc`, or `mobile` for a phone) and decides where the page links on; `order` is the order number.
 * Standalone (no device redirect, no UI library) so it opens quickly on any screen: it checks the order (asking again
 * for a minute while the payment is still being confirmed) and shows the result.
 */
export default function AlipayReturnPage() {
  const { t } = useTranslation(['pay', 'pages', 'common']);
  const lang = useLang();
  const { pathname } = useLocation();
  const [, , chan = 'pc', orderNo = ''] = pathname.split('/').filter(Boolean);
  const device = chan === 'mobile' ? 'mobile' : 'pc';
  const [view, setView] = useState<View>(() => (isLoggedIn() ? { kind: 'checking' } : { kind: 'login' }));
  useDocumentTitle(t('pages:title.alipay'));

  useEffect(() => {
    if (!isLoggedIn() || !orderNo) {
      if (!orderNo) setView({ kind: 'missing' });
      return;
    }
    const controller = new AbortController();
    const until = Date.now() + WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const order = await getOrder(orderNo, { quiet: true, signal: controller.signal });
        if (controller.signal.aborted) return;
        setView({ kind: 'order', order });
        if (order.status === 'paying' && Date.now() < until) timer = setTimeout(() => void tick(), POLL_MS);
      } catch (err) {
        if (controller.signal.aborted) return;
        if (isApiError(err) && (err.status === 401 || err.status === 403)) setView({ kind: 'login' });
        else if (isApiError(err)) setView({ kind: 'missing' });
        else timer = setTimeout(() => void tick(), POLL_MS);
      }
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderNo]);

  const records = routePath(device, lang, 'paymentRecords');
  let title: string;
  let text: React.ReactNode = null;
  let action = { to: records, label: t('page.toHistory') };
  if (view.kind === 'checking') title = t('qr.checking');
  else if (view.kind === 'login') {
    title = t('alipay.loginTitle');
    text = t('alipay.loginText');
    action = { to: phoneLoginPath(device, lang, pathname), label: t('alipay.login') };
  } else if (view.kind === 'missing') title = t('missing');
  else {
    const o = view.order;
    text = `${productName(o, lang)} · ¥${formatFen(o.amountFen)}`;
    if (o.status === 'paid') {
      title = t('success.title');
      if (device === 'mobile') action = { to: routePath('mobile', lang, 'payResultShow', resultParams(o)), label: t('alipay.details') };
    } else if (o.status === 'paying') title = t('qr.checking');
    else if (o.status === 'created') {
      title = t('alipay.unpaid');
      action = { to: routePath(device, lang, 'payment', { id: o.orderNo, type: 'order' }), label: t('records.pay') };
    }
    else {
      title = t('failure.title');
      if (isPayable(o)) action = { to: routePath(device, lang, 'payment', { id: o.orderNo, type: 'order' }), label: t('action.retry') };
      text = (
        <>
          {text}
          <br />
          {t(o.kind === 'topup' ? 'failure.topupText' : 'failure.text')} <a href={`mailto:${SERVICE_EMAIL}`}>{SERVICE_EMAIL}</a>
        </>
      );
    }
  }

  return (
    <div className="lb-standalone">
      <header className="lb-standalone__top">
        <Logo />
        <LangSwitch />
      </header>
      <main id="lb-main" className="lb-standalone__card" data-order={orderNo} data-state={view.kind === 'order' ? view.order.status : view.kind}>
        <h1 role="status">{title}</h1>
        {text && <p>{text}</p>}
        <Link to={action.to} className="lb-standalone__button">
          {action.label}
        </Link>
        <p className="lb-standalone__home">
          <Link to={routePath(device, lang, 'home')}>{t('common:backHome')}</Link>
        </p>
      </main>
    </div>
  );
}

import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../shared/catalogue/money.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { createOrder } from '../../../shared/payments/api/createOrder.ts';
import { useBalance } from '../../../shared/payments/api/getBalance.ts';
import { payOrder } from '../../../shared/payments/api/payOrder.ts';
import { mobileReturnPath } from '../../../shared/payments/resultRoute.ts';
import { QUICK_AMOUNTS } from '../../../shared/payments/topupForm.ts';
import { useTopupForm } from '../../../shared/payments/useTopupForm.ts';
import { PageHead } from '../myCenter/components/PageHead.tsx';
import { MethodList } from '../payment/MethodList.tsx';
import { leaveFor } from '../payment/PayOrder.tsx';
import { LedgerList } from './LedgerList.tsx';
import '../auth/auth.css';
import '../myCenter/center.css';
import '../payment/payment.css';
import './recharge.css';

/**
 * Balance top-up on a phone (spec §2, §5): balance, amount, Alipay or WeChat Pay; the provider's mobile page, then
 * payResult/payResultShow with the top-up result and Retry; the balance history below, page by page.
 */
export default function RechargePage() {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const paths = usePaths();
  const balance = useBalance();
  const { amount, setAmount, method, setMethod, errors, busy, submit } = useTopupForm(async (value, provider) => {
    // Two calls rather than POST /balance/topup: the wallet's way back names the order, known only once it exists.
    const order = await createOrder({ kind: 'topup', amount: value, platform: 'mobile' });
    const paying = await payOrder(order.orderNo, { method: provider, platform: 'mobile', returnPath: mobileReturnPath(lang, order) });
    if (paying.payment?.redirectUrl) leaveFor(paying.payment.redirectUrl);
  });

  return (
    <div className="lb-m-page">
      <PageHead title={t('recharge.title')} back={paths.to('personalHome')} />
      <section className="lb-m-card lb-m-recharge__balance">
        <span>{t('recharge.balance')}</span>
        <strong data-testid="balance">{balance.data ? yuan(balance.data.balanceFen) : '—'}</strong>
      </section>
      <form className="lb-m-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="lb-m-topup-title">
        <h2 id="lb-m-topup-title" className="lb-m-card__title">
          {t('recharge.formTitle')}
        </h2>
        <label className="lb-m-recharge__label" htmlFor="lb-m-topup-amount">
          {t('recharge.amount')}
        </label>
        <div className={errors.amount ? 'lb-m-recharge__amount is-error' : 'lb-m-recharge__amount'}>
          <span aria-hidden="true">¥</span>
          <Input
            id="lb-m-topup-amount"
            inputMode="decimal"
            placeholder={t('recharge.placeholder')}
            value={amount}
            aria-invalid={!!errors.amount}
            onChange={setAmount}
          />
        </div>
        {errors.amount && (
          <p className="lb-m-pay__error" role="alert">
            {errors.amount}
          </p>
        )}
        <div className="lb-m-recharge__quick" role="group" aria-label={t('recharge.quick')}>
          {QUICK_AMOUNTS.map((a) => (
            <button
              key={a}
              type="button"
              className={amount === String(a) ? 'lb-m-recharge__chip is-on' : 'lb-m-recharge__chip'}
              onClick={() => setAmount(String(a))}
            >
              {yuan(a * 100)}
            </button>
          ))}
        </div>
        <p className="lb-m-recharge__label">{t('field.method')}</p>
        <MethodList value={method} onChange={setMethod} disabled={busy} />
        {errors.method && (
          <p className="lb-m-pay__error" role="alert">
            {errors.method}
          </p>
        )}
        <p className="lb-m-muted lb-m-recharge__note">{t('recharge.balanceNote')}</p>
        <Button block type="submit" color="primary" size="large" className="lb-m-pay__go" loading={busy} disabled={busy}>
          {t('recharge.submit')}
        </Button>
      </form>
      <section className="lb-m-card" aria-labelledby="lb-m-ledger-title">
        <h2 id="lb-m-ledger-title" className="lb-m-card__title">
          {t('ledger.title')}
        </h2>
        <LedgerList />
      </section>
    </div>
  );
}

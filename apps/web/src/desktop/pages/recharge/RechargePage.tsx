import { useState } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../shared/catalogue/money.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { useBalance } from '../../../shared/payments/api/getBalance.ts';
import { topUp } from '../../../shared/payments/api/topUp.ts';
import { QUICK_AMOUNTS } from '../../../shared/payments/topupForm.ts';
import { useTopupForm } from '../../../shared/payments/useTopupForm.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { CenterLayout } from '../myCenter/components/CenterLayout.tsx';
import { MethodPicker } from '../payment/components/MethodPicker.tsx';
import { PaymentDialog } from '../payment/PaymentDialog.tsx';
import { LedgerTable } from './LedgerTable.tsx';
import '../payment/payment.css';
import './recharge.css';

/**
 * Balance top-up (spec §2, §5): the balance, the amount and the method (Alipay or WeChat Pay: the balance cannot top
 * itself up), checked with the §5 messages; the payment and its result in the payment dialog (the §8 top-up failure
 * with Retry); the balance history below.
 */
export default function RechargePage({ pollMs }: { pollMs?: number }) {
  const { t } = useTranslation('pay');
  const paths = usePaths();
  const balance = useBalance();
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const { amount, setAmount, method, setMethod, errors, busy, submit } = useTopupForm(async (value, provider) => {
    const order = await topUp({ amount: value, method: provider, platform: 'pc' });
    setOrderNo(order.orderNo);
  });

  return (
    <CenterLayout
      active="paymentRecords"
      title={t('recharge.title')}
      actions={<LinkButton to={paths.to('paymentRecords')}>{t('records.title')}</LinkButton>}
    >
      <section className="lb-center-card lb-recharge" aria-labelledby="lb-recharge-form">
        <div className="lb-recharge__balance">
          <span>{t('recharge.balance')}</span>
          <strong data-testid="balance">{balance.data ? yuan(balance.data.balanceFen) : '—'}</strong>
        </div>
        <h2 id="lb-recharge-form" className="lb-recharge__h2">
          {t('recharge.formTitle')}
        </h2>
        <form className="lb-recharge__form" onSubmit={(e) => void submit(e)} noValidate>
          <label className="lb-recharge__label" htmlFor="lb-topup-amount">
            {t('recharge.amount')}
          </label>
          <Input
            id="lb-topup-amount"
            className="lb-recharge__amount"
            size="large"
            inputMode="decimal"
            prefix="¥"
            suffix={t('recharge.yuan')}
            placeholder={t('recharge.placeholder')}
            value={amount}
            status={errors.amount ? 'error' : undefined}
            aria-invalid={!!errors.amount}
            aria-describedby={errors.amount ? 'lb-topup-amount-error' : undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
          {errors.amount && (
            <p id="lb-topup-amount-error" className="lb-pay__error" role="alert">
              {errors.amount}
            </p>
          )}
          <div className="lb-recharge__quick" aria-label={t('recharge.quick')} role="group">
            {QUICK_AMOUNTS.map((a) => (
              <Button
                key={a}
                size="small"
                type={amount === String(a) ? 'primary' : 'default'}
                ghost={amount === String(a)}
                onClick={() => setAmount(String(a))}
              >
                {yuan(a * 100)}
              </Button>
            ))}
          </div>
          <p className="lb-recharge__label" id="lb-topup-method">
            {t('field.method')}
          </p>
          <MethodPicker value={method} onChange={setMethod} />
          {errors.method && (
            <p className="lb-pay__error" role="alert">
              {errors.method}
            </p>
          )}
          <p className="lb-muted lb-recharge__note">{t('recharge.balanceNote')}</p>
          <Button type="primary" size="large" htmlType="submit" loading={busy} className="lb-recharge__submit">
            {t('recharge.submit')}
          </Button>
        </form>
      </section>

      <section className="lb-center-card" aria-labelledby="lb-ledger-title">
        <h2 id="lb-ledger-title" className="lb-recharge__h2">
          {t('ledger.title')}
        </h2>
        <LedgerTable />
      </section>

      {orderNo && (
        <PaymentDialog
          key={orderNo}
          item={{ kind: 'order', orderNo }}
          pollMs={pollMs}
          onClose={() => setOrderNo(null)}
          onPaid={() => setAmount('')}
        />
      )}
    </CenterLayout>
  );
}

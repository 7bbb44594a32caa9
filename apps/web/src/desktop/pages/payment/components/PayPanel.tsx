import { useState } from 'react';
import { Button, Descriptions, Result, Skeleton, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import type { PaymentControls } from '../../../../shared/payments/usePayment.ts';
import { MethodPicker } from './MethodPicker.tsx';
import { PayFailure } from './PayFailure.tsx';
import { PaySuccess } from './PaySuccess.tsx';
import { QrPay } from './QrPay.tsx';

/**
 * The payment itself (spec §2): product name, currency, amount and method; then the QR code, 'payment in progress',
 * or the result. The dialog and the payment page both show it; `onClose` is their Close.
 */
export function PayPanel({ pay, onClose }: { pay: PaymentControls; onClose(): void }) {
  const { t } = useTranslation('pay');
  const lang = useLang();
  const { state } = pay;
  const order = state.order;
  const [askMethod, setAskMethod] = useState(false);

  if (state.phase === 'loading') return <Skeleton active paragraph={{ rows: 4 }} />;
  if (state.phase === 'missing') {
    return <Result status="warning" title={<h2 className="lb-pay-result__title">{t('missing')}</h2>} extra={<Button onClick={onClose}>{t('action.close')}</Button>} />;
  }
  if (state.phase === 'success' && order) return <PaySuccess order={order} onFinish={onClose} />;
  if (state.phase === 'failure') return <PayFailure reason={state.reason} topup={order?.kind === 'topup'} onRetry={pay.retry} onClose={onClose} busy={pay.busy} />;

  const showQr = (state.phase === 'qr' || state.phase === 'checking') && order?.payment?.qrText;
  const name = lang === 'en' ? pay.nameEn || pay.nameCn : pay.nameCn || pay.nameEn;
  const balanceMethod = state.method === 'balance';
  return (
    <div className="lb-pay">
      <Descriptions
        column={1}
        size="small"
        className="lb-pay__facts"
        items={[
          { key: 'product', label: t('field.product'), children: <strong className="lb-pay__product">{name}</strong> },
          { key: 'currency', label: t('field.currency'), children: t('currency.CNY') },
          { key: 'amount', label: t('field.amount'), children: <strong className="lb-pay__amount">{pay.amountFen === null ? '' : yuan(pay.amountFen)}</strong> },
        ]}
      />
      <div className="lb-pay__methods">
        <p className="lb-pay__label" id="lb-pay-method-label">
          {t('field.method')}
        </p>
        <MethodPicker
          value={state.method}
          onChange={(m) => {
            setAskMethod(false);
            pay.pick(m);
          }}
          disabled={pay.busy || state.phase === 'checking'}
          balance={pay.balanceAllowed ? { fen: pay.balanceFen, short: pay.balanceShort } : null}
        />
        {askMethod && (
          <p className="lb-pay__error" role="alert">
            {t('validation:topupMethodRequired')}
          </p>
        )}
      </div>
      {showQr && order ? (
        <QrPay order={order} checking={state.phase === 'checking'} />
      ) : state.phase === 'checking' ? (
        <p className="lb-pay__progress" role="status">
          <Spin size="small" /> {t('qr.checking')}
        </p>
      ) : null}
      <div className="lb-pay__actions">
        {state.phase === 'qr' ? (
          <Button type="primary" onClick={pay.completed}>
            {t('action.completed')}
          </Button>
        ) : state.phase === 'checking' ? null : (
          <Button type="primary" loading={pay.busy} disabled={pay.busy} onClick={() => (state.method ? void pay.start() : setAskMethod(true))}>
            {balanceMethod ? t('action.payNow') : t('action.toPay')}
          </Button>
        )}
        <Button onClick={onClose}>{t('action.close')}</Button>
      </div>
    </div>
  );
}

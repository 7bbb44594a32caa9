import { QRCode, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLocalQrUrl } from '../../../../shared/account/hooks/useQrState.ts';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { formatTime } from '../../../../shared/format.ts';
import type { OrderView } from '../../../../shared/payments/types.ts';

/**
 * The QR code of an open Alipay or WeChat Pay payment, with what to do and until when. In the sandbox the code opens
 * a wallet page of this site: a link to it lets a tester pay without a phone.
 */
export function QrPay({ order, checking }: { order: OrderView; checking: boolean }) {
  const { t } = useTranslation('pay');
  const payment = order.payment;
  const text = payment?.qrText ?? '';
  const app = t(`method.${payment?.method ?? 'alipay'}`);
  return (
    <div className="lb-pay-qr">
      <div className="lb-pay-qr__code">
        <QRCode value={text || '-'} type="svg" size={196} bordered status={checking ? 'loading' : 'active'} aria-label={t('qr.alt', { app })} statusRender={() => <Spin />} />
      </div>
      <div className="lb-pay-qr__text">
        <p className="lb-pay-qr__ask" role="status" aria-live="polite">
          {checking ? t('qr.checking') : t('qr.scan', { app, amount: yuan(order.amountFen) })}
        </p>
        {payment && <p className="lb-muted">{t('qr.validUntil', { time: formatTime(payment.expiresAt) })}</p>}
        {!checking && <p className="lb-muted">{t('qr.then')}</p>}
        {text && isLocalQrUrl(text) && (
          <p className="lb-pay-qr__sandbox">
            <a href={text} target="_blank" rel="noopener">
              {t('qr.sandbox')}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}

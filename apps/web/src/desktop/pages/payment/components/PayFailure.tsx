import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FailReason } from '../../../../shared/payments/paymentMachine.ts';
import { ServiceMail } from './ServiceMail.tsx';

/**
 * Payment Failed (spec §8): click the button to try again, the customer-service mail, Retry and Close. A top-up
 * failure has its own §8 wording; an order that timed out says a new one will be opened.
 */
export function PayFailure({ reason, topup, onRetry, onClose, busy }: { reason: FailReason | null; topup: boolean; onRetry(): void; onClose(): void; busy?: boolean }) {
  const { t } = useTranslation('pay');
  return (
    <Result
      className="lb-pay-result"
      status="error"
      title={<h2 className="lb-pay-result__title">{t('failure.title')}</h2>}
      subTitle={
        <>
          {reason === 'closed' && <span className="lb-pay-result__why">{t('failure.closed')} </span>}
          {t(topup ? 'failure.topupText' : 'failure.text')} <ServiceMail />
        </>
      }
      extra={
        <div className="lb-pay-result__actions">
          <Button type="primary" onClick={onRetry} disabled={busy}>
            {t('action.retry')}
          </Button>
          <Button onClick={onClose}>{t('action.close')}</Button>
        </div>
      }
    />
  );
}

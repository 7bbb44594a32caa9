import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePayment } from '../../../shared/payments/usePayment.ts';
import type { OrderView, PayItem } from '../../../shared/payments/types.ts';
import { PayPanel } from './components/PayPanel.tsx';
import './payment.css';

interface Props {
  item: PayItem;
  onClose(): void;
  onPaid?(order: OrderView): void;
  /** Tests shorten the poll. */
  pollMs?: number;
}

function DialogBody({ item, onClose, onPaid, pollMs }: Props) {
  const pay = usePayment(item, { pollMs, onPaid });
  return <PayPanel pay={pay} onClose={onClose} />;
}

/**
 * The payment dialog (spec §2): mounted while open, so closing it ends its polling and a new opening starts afresh.
 * Clicking outside does not close it: a payer in the middle of scanning must not lose the code by accident.
 */
export function PaymentDialog(props: Props) {
  const { t } = useTranslation('pay');
  return (
    <Modal open title={t('dialog.title')} onCancel={props.onClose} footer={null} maskClosable={false} width={560} destroyOnHidden className="lb-pay-modal">
      <DialogBody {...props} />
    </Modal>
  );
}

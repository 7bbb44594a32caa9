import { Dialog, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { STATUS_KEY } from '../../../../shared/fapiao/status.ts';

const TONE: Record<number, 'primary' | 'default' | 'warning' | 'danger' | 'success'> = { 1: 'primary', 2: 'default', 3: 'warning', 4: 'danger', 5: 'success' };

interface Props {
  status: number;
  rejectReason: string | null;
  logisticsCompany: string | null;
  trackingNo: string | null;
}

/** A request's status on a phone: the tag, 'view reason' on a rejection, the logistics of a mailed fapiao. */
export function StatusTag({ status, rejectReason, logisticsCompany, trackingNo }: Props) {
  const { t } = useTranslation('fapiao');
  return (
    <span className="lb-m-fp-status">
      <Tag color={TONE[status] ?? 'default'} fill="outline">
        {t(`status.${STATUS_KEY[status] ?? 'received'}`)}
      </Tag>
      {status === 4 && (
        <button
          type="button"
          className="lb-m-fp-link"
          onClick={(e) => {
            e.preventDefault();
            void Dialog.alert({ title: t('reason.title'), content: rejectReason ?? '', confirmText: t('reason.ok') });
          }}
        >
          {t('action.viewReason')}
        </button>
      )}
      {status === 5 && (logisticsCompany || trackingNo) && (
        <span className="lb-m-fp-mail">
          {t('mail.short', { company: logisticsCompany ?? '', tracking: trackingNo ?? '' })}
        </span>
      )}
    </span>
  );
}

import { App, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_KEY, STATUS_TONE } from '../../../../shared/fapiao/status.ts';

interface Props {
  /** Show the logistics under a Mailed tag (the details page shows them with the address instead). */
  withMail?: boolean;
  status: number;
  rejectReason: string | null;
  logisticsCompany: string | null;
  trackingNo: string | null;
}

/** A request's status (spec §4): the tag, 'view reason' on a rejection, the logistics of a mailed fapiao. */
export function StatusCell({ withMail = true, status, rejectReason, logisticsCompany, trackingNo }: Props) {
  const { t } = useTranslation('fapiao');
  const { modal } = App.useApp();
  return (
    <span className="lb-fp-status">
      <Tag color={STATUS_TONE[status]}>{t(`status.${STATUS_KEY[status] ?? 'received'}`)}</Tag>
      {status === 4 && (
        <Button
          type="link"
          size="small"
          className="lb-fp-status__link"
          onClick={() => modal.info({ title: t('reason.title'), content: rejectReason ?? '', okText: t('reason.ok') })}
        >
          {t('action.viewReason')}
        </Button>
      )}
      {withMail && status === 5 && (logisticsCompany || trackingNo) && (
        <span className="lb-fp-status__mail">
          {t('mail.company')}: {logisticsCompany}
          <br />
          {t('mail.tracking')}: <span className="lb-fp-mono">{trackingNo}</span>
        </span>
      )}
    </span>
  );
}

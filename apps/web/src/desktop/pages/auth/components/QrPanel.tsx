import { Button, QRCode, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isLocalQrUrl, type QrPhase } from '../../../../shared/account/hooks/useQrState.ts';
import type { QrState } from '../../../../shared/account/api/wechat.ts';

interface Props {
  qr: QrState | null;
  phase: QrPhase;
  error: string | null;
  refresh: () => void;
  /** What the waiting code asks of the user ("scan with WeChat to log in" / "to bind"). */
  hint: string;
}

/**
 * The WeChat QR code with its states: waiting, scanned (confirm on the phone), expired (grey, with a refresh button).
 * In the sandbox the code opens a page of this site: a link to it lets testers confirm without a phone.
 */
export function QrPanel({ qr, phase, error, refresh, hint }: Props) {
  const { t } = useTranslation('auth');
  const status = phase === 'loading' || phase === 'confirmed' ? 'loading' : phase === 'expired' || phase === 'failed' ? 'expired' : phase === 'scanned' ? 'scanned' : 'active';
  const line =
    phase === 'scanned'
      ? t('qr.scanned')
      : phase === 'expired'
        ? t('qr.expired')
        : phase === 'failed'
          ? (error ?? t('qr.failed'))
          : phase === 'confirmed'
            ? t('qr.confirmed')
            : hint;
  return (
    <div className="lb-qr">
      <div className="lb-qr__code">
        <QRCode
          value={qr?.url ?? '-'}
          size={220}
          aria-label={t('qr.alt')}
          status={status}
          bordered
          statusRender={({ status: s }) =>
            s === 'loading' ? (
              <Spin aria-label={t('qr.loading')} />
            ) : s === 'expired' ? (
              <div className="lb-qr__cover">
                <p>{phase === 'failed' ? t('qr.failed') : t('qr.expiredShort')}</p>
                <Button type="primary" icon={<ReloadOutlined aria-hidden="true" />} onClick={refresh}>
                  {t('qr.refresh')}
                </Button>
              </div>
            ) : (
              <div className="lb-qr__cover">
                <p>{t('qr.scannedShort')}</p>
              </div>
            )
          }
        />
      </div>
      <p className={phase === 'failed' ? 'lb-qr__line is-error' : 'lb-qr__line'} role="status" aria-live="polite">
        {line}
      </p>
      {qr && isLocalQrUrl(qr.url) && phase !== 'expired' && phase !== 'confirmed' && (
        <p className="lb-qr__sandbox">
          <a href={qr.url} target="_blank" rel="noopener">
            {t('qr.sandboxLink')}
          </a>
        </p>
      )}
    </div>
  );
}

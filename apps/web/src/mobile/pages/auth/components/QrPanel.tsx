import { QRCodeSVG } from '@rc-component/qrcode';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isLocalQrUrl, type QrPhase } from '../../../../shared/account/hooks/useQrState.ts';
import type { QrState } from '../../../../shared/account/api/wechat.ts';

interface Props {
  qr: QrState | null;
  phase: QrPhase;
  error: string | null;
  refresh: () => void;
  hint: string;
}

/**
 * The WeChat QR code on the mobile site (binding: shown to another phone, or opened through the sandbox link), with
 * its waiting, scanned and expired states.
 */
export function QrPanel({ qr, phase, error, refresh, hint }: Props) {
  const { t } = useTranslation('auth');
  const covered = phase !== 'waiting';
  const line =
    phase === 'scanned' ? t('qr.scanned') : phase === 'expired' ? t('qr.expired') : phase === 'failed' ? (error ?? t('qr.failed')) : phase === 'confirmed' ? t('qr.confirmed') : hint;
  return (
    <div className="lb-m-qr">
      <div className="lb-m-qr__code">
        {qr ? <QRCodeSVG value={qr.url} size={200} aria-label={t('qr.alt')} /> : <div className="lb-m-qr__blank" />}
        {covered && (
          <div className="lb-m-qr__cover">
            {phase === 'loading' || phase === 'confirmed' ? (
              <DotLoading color="primary" />
            ) : phase === 'scanned' ? (
              <p>{t('qr.scannedShort')}</p>
            ) : (
              <>
                <p>{phase === 'failed' ? t('qr.failed') : t('qr.expiredShort')}</p>
                <Button size="small" color="primary" onClick={refresh}>
                  {t('qr.refresh')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      <p className="lb-m-qr__line" role="status" aria-live="polite">
        {line}
      </p>
      {qr && isLocalQrUrl(qr.url) && phase !== 'expired' && phase !== 'confirmed' && (
        <a className="lb-m-qr__sandbox" href={qr.url} target="_blank" rel="noopener">
          {t('qr.sandboxLink')}
        </a>
      )}
    </div>
  );
}

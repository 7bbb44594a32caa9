import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QrOutcome } from '../../../shared/account/api/wechat.ts';
import { completeLogin } from '../../../shared/account/completeLogin.ts';
import { useQrState } from '../../../shared/account/hooks/useQrState.ts';
import { useRedirectQuery } from '../../../shared/account/useRedirectQuery.ts';
import { saveWxTicket } from '../../../shared/account/wxTicket.ts';
import { notifyError } from '../../../shared/api/notifier.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { AuthLayout } from '../../layout/AuthLayout.tsx';
import { AuthMethods } from './components/AuthMethods.tsx';
import { QrPanel } from './components/QrPanel.tsx';
import './auth.css';

/**
 * WeChat QR login (desktop only). A WeChat account that already has a user logs in; one that has none goes on to
 * bindPhone with the ticket the scan earned.
 */
export default function QrcodePage() {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const keep = useRedirectQuery();
  const navigate = useNavigate();

  const onConfirmed = useCallback(
    (outcome: QrOutcome) => {
      if (outcome.token) {
        completeLogin(outcome.token).catch(() => notifyError(t('qr.failed')));
      } else if (outcome.ticket) {
        saveWxTicket({ ticket: outcome.ticket, nickname: outcome.nickname ?? null });
        navigate(paths.to('bindPhone') + keep, { replace: true });
      }
    },
    [navigate, paths, keep, t],
  );
  const { qr, phase, error, refresh } = useQrState('login', 'pc', onConfirmed);

  return (
    <AuthLayout
      title={t('qrcode.title')}
      footer={
        <>
          {t('footer.noAccount')} <Link to={paths.to('register') + keep}>{t('footer.register')}</Link>
        </>
      }
    >
      <AuthMethods current="qrcode" />
      <QrPanel qr={qr} phase={phase} error={error} refresh={refresh} hint={t('qr.hintLogin')} />
    </AuthLayout>
  );
}

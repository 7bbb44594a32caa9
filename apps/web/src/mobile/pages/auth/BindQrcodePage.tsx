import { useCallback, useState } from 'react';
import { Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bindWechat, type QrState } from '../../../shared/account/api/wechat.ts';
import { useQrState } from '../../../shared/account/hooks/useQrState.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { currentUserKey } from '../../../shared/api/users/getCurrentUser.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { PageHead } from '../myCenter/components/PageHead.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { QrPanel } from './components/QrPanel.tsx';
import './auth.css';

/** Bind WeChat, mobile: the QR code to scan from another phone (or the sandbox page), then PUT /users/bind. */
export default function BindQrcodePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const paths = usePaths();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  const onConfirmed = useCallback(
    (_outcome: unknown, qr: QrState) => {
      bindWechat(qr.state)
        .then(async () => {
          await queryClient.invalidateQueries({ queryKey: currentUserKey });
          Toast.show({ icon: 'success', content: t('bindWx.bound') });
          navigate(paths.to('bindWx'), { replace: true });
        })
        .catch((e: unknown) => setFailure(isApiError(e) ? e.display : t('qr.failed')));
    },
    [queryClient, navigate, paths, t],
  );
  const { qr, phase, error, refresh } = useQrState('bind', 'mobile', onConfirmed);

  return (
    <div className="lb-m-page">
      <PageHead title={t('bindQrcode.title')} back={paths.to('bindWx')} />
      <div className="lb-m-card">
        <FormAlert text={failure} />
        <QrPanel qr={qr} phase={phase} error={error} refresh={refresh} hint={t('qr.hintBind')} />
      </div>
    </div>
  );
}

import { useCallback, useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bindWechat, type QrState } from '../../../shared/account/api/wechat.ts';
import { useQrState } from '../../../shared/account/hooks/useQrState.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { currentUserKey } from '../../../shared/api/users/getCurrentUser.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { CenterLayout } from '../myCenter/components/CenterLayout.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { QrPanel } from './components/QrPanel.tsx';
import './auth.css';

/** Bind WeChat (logged in): scan, confirm on the phone, then PUT /users/bind and back to the binding status. */
export default function BindQrcodePage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const paths = usePaths();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  const onConfirmed = useCallback(
    (_outcome: unknown, qr: QrState) => {
      bindWechat(qr.state)
        .then(async () => {
          await queryClient.invalidateQueries({ queryKey: currentUserKey });
          void message.success(t('bindWx.bound'));
          navigate(paths.to('bindWx'), { replace: true });
        })
        .catch((e: unknown) => setFailure(isApiError(e) ? e.display : t('qr.failed')));
    },
    [queryClient, message, navigate, paths, t],
  );
  const { qr, phase, error, refresh } = useQrState('bind', 'pc', onConfirmed);

  return (
    <CenterLayout
      active="set"
      title={t('bindQrcode.title')}
      actions={<LinkButton to={paths.to('bindWx')}>{t('action.back')}</LinkButton>}
    >
      <div className="lb-center-card lb-center-card--narrow">
        <FormAlert text={failure} />
        <QrPanel qr={qr} phase={phase} error={error} refresh={refresh} hint={t('qr.hintBind')} />
      </div>
    </CenterLayout>
  );
}

import { useState } from 'react';
import { Button, Dialog, Skeleton, Tag, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { unbindWechat } from '../../../shared/account/api/wechat.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { notifyError } from '../../../shared/api/notifier.ts';
import { currentUserKey, useCurrentUser } from '../../../shared/api/users/getCurrentUser.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { PageHead } from '../myCenter/components/PageHead.tsx';
import './auth.css';

/** WeChat binding status, mobile. */
export default function BindWxPage() {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const base = me.data?.baseUser;
  const bound = Boolean(base?.unionid);

  const unbind = async () => {
    const sure = await Dialog.confirm({ title: t('bindWx.unbindConfirmTitle'), content: t('bindWx.unbindConfirm'), confirmText: t('bindWx.unbind'), cancelText: t('action.cancel') });
    if (!sure) return;
    setBusy(true);
    try {
      await unbindWechat();
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      Toast.show({ icon: 'success', content: t('bindWx.unbound') });
    } catch (e) {
      notifyError(isApiError(e) ? e.display : t('qr.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lb-m-page">
      <PageHead title={t('bindWx.title')} back={paths.to('set')} />
      <div className="lb-m-card">
        {me.isPending ? (
          <Skeleton.Paragraph lineCount={3} animated />
        ) : (
          <>
            <dl className="lb-m-facts">
              <div>
                <dt>{t('bindWx.status')}</dt>
                <dd>{bound ? <Tag color="success">{t('bindWx.statusBound')}</Tag> : <Tag>{t('bindWx.statusUnbound')}</Tag>}</dd>
              </div>
              {bound && (
                <div>
                  <dt>{t('bindWx.nickname')}</dt>
                  <dd>{base?.wxNickname || t('bindWx.noNickname')}</dd>
                </div>
              )}
            </dl>
            <p className="lb-m-muted">{bound ? t('bindWx.boundHint') : t('bindWx.unboundHint')}</p>
            {bound ? (
              <Button block color="danger" fill="outline" loading={busy} onClick={() => void unbind()}>
                {t('bindWx.unbind')}
              </Button>
            ) : (
              <Link to={paths.to('bindQrcode')} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
                {t('bindWx.bind')}
              </Link>
            )}
          </>
        )}
      </div>
    </div>
  );
}

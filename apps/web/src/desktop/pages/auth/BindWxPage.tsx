import { useState } from 'react';
import { App, Button, Descriptions, Skeleton, Tag } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unbindWechat } from '../../../shared/account/api/wechat.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { notifyError } from '../../../shared/api/notifier.ts';
import { currentUserKey, useCurrentUser } from '../../../shared/api/users/getCurrentUser.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { CenterLayout } from '../myCenter/components/CenterLayout.tsx';

/** WeChat binding status, with bind (→ bindQrcode) or unbind (after a confirmation). */
export default function BindWxPage() {
  const { t } = useTranslation('auth');
  const { modal, message } = App.useApp();
  const paths = usePaths();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const base = me.data?.baseUser;
  const bound = Boolean(base?.unionid);

  const unbind = () => {
    modal.confirm({
      title: t('bindWx.unbindConfirmTitle'),
      content: t('bindWx.unbindConfirm'),
      okText: t('bindWx.unbind'),
      okButtonProps: { danger: true },
      cancelText: t('action.cancel'),
      onOk: async () => {
        setBusy(true);
        try {
          await unbindWechat();
          await queryClient.invalidateQueries({ queryKey: currentUserKey });
          void message.success(t('bindWx.unbound'));
        } catch (e) {
          notifyError(isApiError(e) ? e.display : t('qr.failed'));
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <CenterLayout active="set" title={t('bindWx.title')} actions={<LinkButton to={paths.to('set')}>{t('action.back')}</LinkButton>}>
      <div className="lb-center-card">
        {me.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <>
            <div className="lb-wx-status">
              <WechatOutlined className={bound ? 'lb-wx-status__icon is-bound' : 'lb-wx-status__icon'} aria-hidden="true" />
              <Descriptions
                column={1}
                items={[
                  { key: 'status', label: t('bindWx.status'), children: bound ? <Tag color="green">{t('bindWx.statusBound')}</Tag> : <Tag>{t('bindWx.statusUnbound')}</Tag> },
                  ...(bound ? [{ key: 'nickname', label: t('bindWx.nickname'), children: base?.wxNickname || t('bindWx.noNickname') }] : []),
                ]}
              />
            </div>
            <p className="lb-muted">{bound ? t('bindWx.boundHint') : t('bindWx.unboundHint')}</p>
            {bound ? (
              <Button danger loading={busy} onClick={unbind}>
                {t('bindWx.unbind')}
              </Button>
            ) : (
              <LinkButton type="primary" icon={<WechatOutlined aria-hidden="true" />} to={paths.to('bindQrcode')}>
                {t('bindWx.bind')}
              </LinkButton>
            )}
          </>
        )}
      </div>
    </CenterLayout>
  );
}

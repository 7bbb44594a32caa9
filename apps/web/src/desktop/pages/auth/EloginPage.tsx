import { useEffect, useState } from 'react';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginWithLink } from '../../../shared/account/api/elogin.ts';
import { completeLogin } from '../../../shared/account/completeLogin.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { usePageParams } from '../../../routes/pageContext.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { AuthLayout } from '../../layout/AuthLayout.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import './auth.css';

/** Login through a one-time link (GET /elogin/{token}): logs in and moves on, or says clearly that the link is spent. */
export default function EloginPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = usePageParams();
  const paths = usePaths();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loginWithLink(token, 'pc')
      .then((loginToken) => completeLogin(loginToken))
      .catch((e: unknown) => {
        if (live) setFailure(isApiError(e) ? e.display : t('elogin.invalid'));
      });
    return () => {
      live = false;
    };
  }, [token, t]);

  if (!failure) {
    return (
      <AuthLayout title={t('elogin.title')}>
        <div className="lb-center-block" role="status">
          <Spin />
          <p>{t('elogin.working')}</p>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('elogin.failedTitle')}>
      <Result
        status="warning"
        title={failure}
        subTitle={t('elogin.invalidHint')}
        extra={[
          <LinkButton key="phone" type="primary" to={paths.to('phone')}>
            {t('elogin.toSms')}
          </LinkButton>,
          <LinkButton key="login" to={paths.to('login')}>
            {t('elogin.toPassword')}
          </LinkButton>,
        ]}
      />
    </AuthLayout>
  );
}

import { useEffect, useState } from 'react';
import { DotLoading, ErrorBlock } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginWithLink } from '../../../shared/account/api/elogin.ts';
import { completeLogin } from '../../../shared/account/completeLogin.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';
import { usePageParams } from '../../../routes/pageContext.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { MobileAuthLayout } from '../../layout/MobileAuthLayout.tsx';
import './auth.css';

/** Login through a one-time link, mobile. */
export default function EloginPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = usePageParams();
  const paths = usePaths();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loginWithLink(token, 'mobile')
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
      <MobileAuthLayout title={t('elogin.title')}>
        <p className="lb-m-center-block" role="status">
          <DotLoading color="primary" /> {t('elogin.working')}
        </p>
      </MobileAuthLayout>
    );
  }
  return (
    <MobileAuthLayout title={t('elogin.failedTitle')}>
      <ErrorBlock status="default" title={failure} description={t('elogin.invalidHint')} className="lb-m-errorblock" />
      <div className="lb-m-stack">
        <Link to={paths.to('phone')} className="lb-mbtn lb-mbtn--primary lb-mbtn--block">
          {t('elogin.toSms')}
        </Link>
        <Link to={paths.to('login')} className="lb-mbtn lb-mbtn--block">
          {t('elogin.toPassword')}
        </Link>
      </div>
    </MobileAuthLayout>
  );
}

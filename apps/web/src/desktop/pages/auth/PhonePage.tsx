import { useState } from 'react';
import { Button, Form } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginWithCode } from '../../../shared/account/api/login.ts';
import { completeLogin } from '../../../shared/account/completeLogin.ts';
import { useAccountForm } from '../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { useFormSubmit } from '../../../shared/account/hooks/useFormSubmit.ts';
import { SMS_FIELDS, useSmsSender } from '../../../shared/account/hooks/useSmsSender.ts';
import { DEFAULT_COUNTRY, dialOf } from '../../../shared/account/phone.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { useRedirectQuery } from '../../../shared/account/useRedirectQuery.ts';
import { AuthLayout } from '../../layout/AuthLayout.tsx';
import { AuthMethods } from './components/AuthMethods.tsx';
import { CaptchaField } from './components/CaptchaField.tsx';
import { EloginMailModal } from './components/EloginMailModal.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { PhoneField } from './components/PhoneField.tsx';
import { SmsCodeField } from './components/SmsCodeField.tsx';
import './auth.css';

const FORM = 'smsLogin';

/** SMS-code login (spec §7 POST /tokens/phone): the default login page, where lost logins are sent. */
export default function PhonePage() {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const keep = useRedirectQuery();
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'smsLogin');
  const errors = useFormErrors(form, SMS_FIELDS);
  const sender = useSmsSender(form, 'login', errors.show);
  const [mailOpen, setMailOpen] = useState(false);

  const { submitting, submit } = useFormSubmit(errors, async (v: { countryCode: string; phone: string; code: string }) => {
    await completeLogin(await loginWithCode({ countryCode: dialOf(v.countryCode), phone: v.phone.trim(), code: v.code.trim(), platform: 'pc' }));
  });

  return (
    <AuthLayout
      title={t('phone.title')}
      footer={
        <>
          {t('footer.noAccount')} <Link to={paths.to('register') + keep}>{t('footer.register')}</Link>
        </>
      }
    >
      <AuthMethods current="phone" />
      <FormAlert text={errors.alert} onClose={errors.clearAlert} />
      <Form form={form} name={FORM} layout="vertical" size="large" requiredMark={false} validateTrigger="onBlur" initialValues={{ countryCode: DEFAULT_COUNTRY }} onFinish={submit}>
        <PhoneField formName={FORM} rule={rule} />
        <CaptchaField formName={FORM} />
        <SmsCodeField formName={FORM} rule={rule} sender={sender} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('action.login')}
        </Button>
      </Form>
      <div className="lb-auth-links">
        <Link to={paths.to('find')}>{t('link.forgot')}</Link>
        <button type="button" className="lb-linkish" onClick={() => setMailOpen(true)}>
          {t('link.mailLink')}
        </button>
      </div>
      <EloginMailModal open={mailOpen} onClose={() => setMailOpen(false)} />
    </AuthLayout>
  );
}

import { useState } from 'react';
import { Button, Form } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginWithCode } from '../../../shared/account/api/login.ts';
import { completeLogin } from '../../../shared/account/completeLogin.ts';
import { useAccountForm } from '../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { useFormSubmit } from '../../../shared/account/hooks/useFormSubmit.ts';
import { SMS_FIELDS, useSmsSender } from '../../../shared/account/hooks/useSmsSender.ts';
import { DEFAULT_COUNTRY, dialOf } from '../../../shared/account/phone.ts';
import { useRedirectQuery } from '../../../shared/account/useRedirectQuery.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { MobileAuthLayout } from '../../layout/MobileAuthLayout.tsx';
import { AuthMethods } from './components/AuthMethods.tsx';
import { CaptchaField } from './components/CaptchaField.tsx';
import { EloginMailPopup } from './components/EloginMailPopup.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { PhoneFields } from './components/PhoneFields.tsx';
import { SmsCodeField } from './components/SmsCodeField.tsx';
import './auth.css';

/** SMS-code login, mobile. */
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
    await completeLogin(await loginWithCode({ countryCode: dialOf(v.countryCode), phone: v.phone.trim(), code: v.code.trim(), platform: 'mobile' }));
  });

  return (
    <MobileAuthLayout
      title={t('phone.title')}
      footer={
        <>
          {t('footer.noAccount')} <Link to={paths.to('register') + keep}>{t('footer.register')}</Link>
        </>
      }
    >
      <AuthMethods current="phone" />
      <FormAlert text={errors.alert} />
      <Form
        form={form}
        name="smsLogin"
        layout="vertical"
        requiredMarkStyle="none"
        validateTrigger="onBlur"
        initialValues={{ countryCode: DEFAULT_COUNTRY }}
        onFinish={submit}
        footer={
          <Button block color="primary" size="large" type="submit" loading={submitting}>
            {t('action.login')}
          </Button>
        }
      >
        <PhoneFields rule={rule} />
        <CaptchaField />
        <SmsCodeField rule={rule} sender={sender} />
      </Form>
      <div className="lb-m-links">
        <Link to={paths.to('find')}>{t('link.forgot')}</Link>
        <button type="button" className="lb-m-linkish" onClick={() => setMailOpen(true)}>
          {t('link.mailLink')}
        </button>
      </div>
      <EloginMailPopup open={mailOpen} onClose={() => setMailOpen(false)} />
    </MobileAuthLayout>
  );
}

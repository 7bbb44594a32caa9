import { Button, Form } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerAccount } from '../../../shared/account/api/register.ts';
import { completeLogin } from '../../../shared/account/completeLogin.ts';
import { useAccountForm } from '../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { useFormSubmit } from '../../../shared/account/hooks/useFormSubmit.ts';
import { useSmsSender } from '../../../shared/account/hooks/useSmsSender.ts';
import { DEFAULT_COUNTRY, dialOf } from '../../../shared/account/phone.ts';
import { useRedirectQuery } from '../../../shared/account/useRedirectQuery.ts';
import { getAttribution } from '../../../shared/attribution.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { AuthLayout } from '../../layout/AuthLayout.tsx';
import { AgreeField } from './components/AgreeField.tsx';
import { CaptchaField } from './components/CaptchaField.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { NewPasswordFields } from './components/PasswordFields.tsx';
import { PhoneField } from './components/PhoneField.tsx';
import { SmsCodeField } from './components/SmsCodeField.tsx';
import './auth.css';

const FORM = 'register';
const FIELDS = ['countryCode', 'phone', 'captchaToken', 'code', 'password', 'confirmPassword', 'agree'] as const;

interface Values {
  countryCode: string;
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

/** Registration (POST /users/create): a proven phone and a password; the new account is logged in at once. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const keep = useRedirectQuery();
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'register');
  const errors = useFormErrors(form, FIELDS);
  const sender = useSmsSender(form, 'register', errors.show);

  const { submitting, submit } = useFormSubmit(errors, async (v: Values) => {
    const token = await registerAccount({
      countryCode: dialOf(v.countryCode),
      phone: v.phone.trim(),
      code: v.code.trim(),
      password: v.password,
      confirmPassword: v.confirmPassword,
      agree: v.agree === true,
      platform: 'pc',
      ...getAttribution(),
    });
    await completeLogin(token);
  });

  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('footer.haveAccount')} <Link to={paths.to('phone') + keep}>{t('footer.login')}</Link>
        </>
      }
    >
      <FormAlert text={errors.alert} onClose={errors.clearAlert} />
      <Form form={form} name={FORM} layout="vertical" size="large" requiredMark={false} validateTrigger="onBlur" initialValues={{ countryCode: DEFAULT_COUNTRY, agree: false }} onFinish={submit}>
        <PhoneField formName={FORM} rule={rule} />
        <CaptchaField formName={FORM} />
        <SmsCodeField formName={FORM} rule={rule} sender={sender} />
        <NewPasswordFields rule={rule} />
        <AgreeField rule={rule('agree')} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('action.register')}
        </Button>
      </Form>
    </AuthLayout>
  );
}

import { Button, Form } from 'antd-mobile';
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
import { MobileAuthLayout } from '../../layout/MobileAuthLayout.tsx';
import { AgreeField } from './components/AgreeField.tsx';
import { CaptchaField } from './components/CaptchaField.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { NewPasswordFields } from './components/PasswordFields.tsx';
import { PhoneFields } from './components/PhoneFields.tsx';
import { SmsCodeField } from './components/SmsCodeField.tsx';
import './auth.css';

const FIELDS = ['countryCode', 'phone', 'captchaToken', 'code', 'password', 'confirmPassword', 'agree'] as const;

/** Registration, mobile (registerF redirects here). */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const keep = useRedirectQuery();
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'register');
  const errors = useFormErrors(form, FIELDS);
  const sender = useSmsSender(form, 'register', errors.show);

  const { submitting, submit } = useFormSubmit(errors, async (v: { countryCode: string; phone: string; code: string; password: string; confirmPassword: string; agree: boolean }) => {
    const token = await registerAccount({
      countryCode: dialOf(v.countryCode),
      phone: v.phone.trim(),
      code: v.code.trim(),
      password: v.password,
      confirmPassword: v.confirmPassword,
      agree: v.agree === true,
      platform: 'mobile',
      ...getAttribution(),
    });
    await completeLogin(token);
  });

  return (
    <MobileAuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('footer.haveAccount')} <Link to={paths.to('phone') + keep}>{t('footer.login')}</Link>
        </>
      }
    >
      <FormAlert text={errors.alert} />
      <Form
        form={form}
        name="register"
        layout="vertical"
        requiredMarkStyle="none"
        validateTrigger="onBlur"
        initialValues={{ countryCode: DEFAULT_COUNTRY, agree: false }}
        onFinish={submit}
        footer={
          <Button block color="primary" size="large" type="submit" loading={submitting}>
            {t('action.register')}
          </Button>
        }
      >
        <PhoneFields rule={rule} />
        <CaptchaField />
        <SmsCodeField rule={rule} sender={sender} />
        <NewPasswordFields rule={rule} />
        <AgreeField rule={rule('agree')} />
      </Form>
    </MobileAuthLayout>
  );
}

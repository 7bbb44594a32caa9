import { App, Button, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../../shared/account/api/passwords.ts';
import { useAccountForm } from '../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { useFormSubmit } from '../../../shared/account/hooks/useFormSubmit.ts';
import { useSmsSender } from '../../../shared/account/hooks/useSmsSender.ts';
import { DEFAULT_COUNTRY, dialOf } from '../../../shared/account/phone.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { AuthLayout } from '../../layout/AuthLayout.tsx';
import { CaptchaField } from './components/CaptchaField.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { NewPasswordFields } from './components/PasswordFields.tsx';
import { PhoneField } from './components/PhoneField.tsx';
import { SmsCodeField } from './components/SmsCodeField.tsx';
import './auth.css';

const FORM = 'find';
const FIELDS = ['countryCode', 'phone', 'captchaToken', 'code', 'password', 'confirmPassword'] as const;

/** Forgotten password (PUT /passwords/phone): an SMS code proves the phone, then the new password is set. */
export default function FindPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const paths = usePaths();
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'reset');
  const errors = useFormErrors(form, FIELDS);
  const sender = useSmsSender(form, 'reset', errors.show);

  const { submitting, submit } = useFormSubmit(errors, async (v: { countryCode: string; phone: string; code: string; password: string; confirmPassword: string }) => {
    await resetPassword({ countryCode: dialOf(v.countryCode), phone: v.phone.trim(), code: v.code.trim(), password: v.password, confirmPassword: v.confirmPassword });
    void message.success(t('find.done'), 5);
    navigate(paths.to('login'), { replace: true });
  });

  return (
    <AuthLayout
      title={t('find.title')}
      subtitle={t('find.subtitle')}
      footer={
        <>
          {t('footer.remembered')} <Link to={paths.to('login')}>{t('footer.login')}</Link>
        </>
      }
    >
      <FormAlert text={errors.alert} onClose={errors.clearAlert} />
      <Form form={form} name={FORM} layout="vertical" size="large" requiredMark={false} validateTrigger="onBlur" initialValues={{ countryCode: DEFAULT_COUNTRY }} onFinish={submit}>
        <PhoneField formName={FORM} rule={rule} />
        <CaptchaField formName={FORM} />
        <SmsCodeField formName={FORM} rule={rule} sender={sender} />
        <NewPasswordFields rule={rule} label={t('field.newPassword')} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('find.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}

import { Button, Form, Toast } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../../shared/account/api/passwords.ts';
import { useAccountForm } from '../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { useFormSubmit } from '../../../shared/account/hooks/useFormSubmit.ts';
import { useSmsSender } from '../../../shared/account/hooks/useSmsSender.ts';
import { DEFAULT_COUNTRY, dialOf } from '../../../shared/account/phone.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { MobileAuthLayout } from '../../layout/MobileAuthLayout.tsx';
import { CaptchaField } from './components/CaptchaField.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { NewPasswordFields } from './components/PasswordFields.tsx';
import { PhoneFields } from './components/PhoneFields.tsx';
import { SmsCodeField } from './components/SmsCodeField.tsx';
import './auth.css';

const FIELDS = ['countryCode', 'phone', 'captchaToken', 'code', 'password', 'confirmPassword'] as const;

/** Forgotten password, mobile. */
export default function FindPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const paths = usePaths();
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'reset');
  const errors = useFormErrors(form, FIELDS);
  const sender = useSmsSender(form, 'reset', errors.show);

  const { submitting, submit } = useFormSubmit(errors, async (v: { countryCode: string; phone: string; code: string; password: string; confirmPassword: string }) => {
    await resetPassword({ countryCode: dialOf(v.countryCode), phone: v.phone.trim(), code: v.code.trim(), password: v.password, confirmPassword: v.confirmPassword });
    Toast.show({ icon: 'success', content: t('find.done'), duration: 4000 });
    navigate(paths.to('login'), { replace: true });
  });

  return (
    <MobileAuthLayout
      title={t('find.title')}
      subtitle={t('find.subtitle')}
      footer={
        <>
          {t('footer.remembered')} <Link to={paths.to('login')}>{t('footer.login')}</Link>
        </>
      }
    >
      <FormAlert text={errors.alert} />
      <Form
        form={form}
        name="find"
        layout="vertical"
        requiredMarkStyle="none"
        validateTrigger="onBlur"
        initialValues={{ countryCode: DEFAULT_COUNTRY }}
        onFinish={submit}
        footer={
          <Button block color="primary" size="large" type="submit" loading={submitting}>
            {t('find.submit')}
          </Button>
        }
      >
        <PhoneFields rule={rule} />
        <CaptchaField />
        <SmsCodeField rule={rule} sender={sender} />
        <NewPasswordFields rule={rule} label={t('field.newPassword')} />
      </Form>
    </MobileAuthLayout>
  );
}

import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../../shared/account/api/passwords.ts';
import { useAccountForm } from '../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { useFormSubmit } from '../../../shared/account/hooks/useFormSubmit.ts';
import { endSessionAfterPasswordChange } from '../../../shared/account/passwordChanged.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { PageHead } from '../myCenter/components/PageHead.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { NewPasswordFields } from './components/PasswordFields.tsx';
import './auth.css';

const FIELDS = ['oldPassword', 'password', 'confirmPassword'] as const;

/** Change password, mobile: every session ends and the user logs in again. */
export default function ModifyPassPage() {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'changePassword');
  const errors = useFormErrors(form, FIELDS);
  // Success leaves the page (log in again), so the button stays busy.
  const { submitting, submit } = useFormSubmit(
    errors,
    async (v: { oldPassword: string; password: string; confirmPassword: string }) => {
    await changePassword(v);
    endSessionAfterPasswordChange('mobile');
    },
    { keepBusyOnSuccess: true },
  );

  return (
    <div className="lb-m-page">
      <PageHead title={t('modifyPass.title')} back={paths.to('set')} />
      <div className="lb-m-card">
        <p className="lb-m-muted">{t('modifyPass.intro')}</p>
        <FormAlert text={errors.alert} />
        <Form
          form={form}
          name="modifyPass"
          layout="vertical"
          requiredMarkStyle="none"
          validateTrigger="onBlur"
          onFinish={submit}
          footer={
            <Button block color="primary" size="large" type="submit" loading={submitting}>
              {t('modifyPass.submit')}
            </Button>
          }
        >
          <Form.Item name="oldPassword" label={t('field.oldPassword')} rules={[rule('oldPassword')]}>
            <Input type="password" autoComplete="current-password" placeholder={t('placeholder.oldPassword')} />
          </Form.Item>
          <NewPasswordFields rule={rule} label={t('field.newPassword')} />
        </Form>
      </div>
    </div>
  );
}

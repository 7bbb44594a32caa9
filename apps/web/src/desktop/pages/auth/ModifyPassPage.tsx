import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../../shared/account/api/passwords.ts';
import { useAccountForm } from '../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { useFormSubmit } from '../../../shared/account/hooks/useFormSubmit.ts';
import { endSessionAfterPasswordChange } from '../../../shared/account/passwordChanged.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { CenterLayout } from '../myCenter/components/CenterLayout.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { NewPasswordFields } from './components/PasswordFields.tsx';
import './auth.css';

const FIELDS = ['oldPassword', 'password', 'confirmPassword'] as const;

/** Change password (PUT /passwords/password). Every session ends, this one too: the user logs in again. */
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
    endSessionAfterPasswordChange('pc');
    },
    { keepBusyOnSuccess: true },
  );

  return (
    <CenterLayout active="set" title={t('modifyPass.title')} actions={<LinkButton to={paths.to('set')}>{t('action.back')}</LinkButton>}>
      <div className="lb-center-card lb-center-card--narrow">
        <p className="lb-muted">{t('modifyPass.intro')}</p>
        <FormAlert text={errors.alert} onClose={errors.clearAlert} />
        <Form form={form} name="modifyPass" layout="vertical" requiredMark={false} validateTrigger="onBlur" onFinish={submit}>
          <Form.Item name="oldPassword" label={t('field.oldPassword')} rules={[rule('oldPassword')]}>
            <Input.Password autoComplete="current-password" placeholder={t('placeholder.oldPassword')} />
          </Form.Item>
          <NewPasswordFields rule={rule} label={t('field.newPassword')} />
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('modifyPass.submit')}
          </Button>
        </Form>
      </div>
    </CenterLayout>
  );
}

import { useState } from 'react';
import { Alert, Button, Form, Input, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginWithAccountPassword, loginWithPhonePassword } from '../../../shared/account/api/login.ts';
import { completeLogin } from '../../../shared/account/completeLogin.ts';
import { useAccountForm } from '../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { usePasswordChangedNotice } from '../../../shared/account/passwordChanged.ts';
import { DEFAULT_COUNTRY, dialOf } from '../../../shared/account/phone.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { useRedirectQuery } from '../../../shared/account/useRedirectQuery.ts';
import { AuthLayout } from '../../layout/AuthLayout.tsx';
import { AuthMethods } from './components/AuthMethods.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { PhoneField } from './components/PhoneField.tsx';
import './auth.css';

const PHONE_FIELDS = ['countryCode', 'phone', 'password'] as const;
const ACCOUNT_FIELDS = ['account', 'password'] as const;

function SubmitRow({ loading }: { loading: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Button type="primary" htmlType="submit" block loading={loading}>
      {t('action.login')}
    </Button>
  );
}

/** Login type 1 (POST /tokens/phonepwd): country code, phone and password. */
function PhonePasswordForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'phonePassword');
  const errors = useFormErrors(form, PHONE_FIELDS);
  const [loading, setLoading] = useState(false);
  const submit = async (v: { countryCode: string; phone: string; password: string }) => {
    setLoading(true);
    errors.clearAlert();
    try {
      await completeLogin(await loginWithPhonePassword({ countryCode: dialOf(v.countryCode), phone: v.phone.trim(), password: v.password, platform: 'pc' }));
    } catch (e) {
      errors.show(e);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <FormAlert text={errors.alert} onClose={errors.clearAlert} />
      <Form form={form} name="phonePassword" layout="vertical" size="large" requiredMark={false} validateTrigger="onBlur" initialValues={{ countryCode: DEFAULT_COUNTRY }} onFinish={submit}>
        <PhoneField formName="phonePassword" rule={rule} />
        <Form.Item name="password" label={t('field.password')} rules={[rule('password')]}>
          <Input.Password autoComplete="current-password" placeholder={t('placeholder.password')} />
        </Form.Item>
        <SubmitRow loading={loading} />
      </Form>
    </>
  );
}

/** Login type 3 (POST /tokens/password): account name or e-mail, and password. */
function AccountPasswordForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'accountPassword');
  const errors = useFormErrors(form, ACCOUNT_FIELDS);
  const [loading, setLoading] = useState(false);
  const submit = async (v: { account: string; password: string }) => {
    setLoading(true);
    errors.clearAlert();
    try {
      await completeLogin(await loginWithAccountPassword({ account: v.account.trim(), password: v.password, platform: 'pc' }));
    } catch (e) {
      errors.show(e);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <FormAlert text={errors.alert} onClose={errors.clearAlert} />
      <Form form={form} name="accountPassword" layout="vertical" size="large" requiredMark={false} validateTrigger="onBlur" onFinish={submit}>
        <Form.Item name="account" label={t('field.account')} rules={[rule('account')]}>
          <Input autoComplete="username" placeholder={t('placeholder.account')} />
        </Form.Item>
        <Form.Item name="password" label={t('field.password')} rules={[rule('password')]}>
          <Input.Password autoComplete="current-password" placeholder={t('placeholder.password')} />
        </Form.Item>
        <SubmitRow loading={loading} />
      </Form>
    </>
  );
}

/** Password login with its two kinds of identifier as tabs. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const keep = useRedirectQuery();
  const passwordChanged = usePasswordChangedNotice();
  return (
    <AuthLayout
      title={t('login.title')}
      footer={
        <>
          {t('footer.noAccount')} <Link to={paths.to('register') + keep}>{t('footer.register')}</Link>
        </>
      }
    >
      <AuthMethods current="login" />
      {passwordChanged && <Alert className="lb-form-alert" type="success" showIcon title={t('modifyPass.done')} role="status" />}
      <Tabs
        className="lb-login-tabs"
        items={[
          { key: 'phone', label: t('login.tabPhone'), children: <PhonePasswordForm /> },
          { key: 'account', label: t('login.tabAccount'), children: <AccountPasswordForm /> },
        ]}
      />
      <div className="lb-auth-links">
        <Link to={paths.to('find')}>{t('link.forgot')}</Link>
      </div>
    </AuthLayout>
  );
}

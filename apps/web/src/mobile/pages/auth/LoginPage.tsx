import { useState } from 'react';
import { Button, Form, Input, Tabs } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginWithAccountPassword, loginWithPhonePassword } from '../../../shared/account/api/login.ts';
import { completeLogin } from '../../../shared/account/completeLogin.ts';
import { useAccountForm } from '../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { usePasswordChangedNotice } from '../../../shared/account/passwordChanged.ts';
import { DEFAULT_COUNTRY, dialOf } from '../../../shared/account/phone.ts';
import { useRedirectQuery } from '../../../shared/account/useRedirectQuery.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { MobileAuthLayout } from '../../layout/MobileAuthLayout.tsx';
import { AuthMethods } from './components/AuthMethods.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { PhoneFields } from './components/PhoneFields.tsx';
import './auth.css';

const PHONE_FIELDS = ['countryCode', 'phone', 'password'] as const;
const ACCOUNT_FIELDS = ['account', 'password'] as const;

function Submit({ loading }: { loading: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Button block color="primary" size="large" type="submit" loading={loading}>
      {t('action.login')}
    </Button>
  );
}

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
      await completeLogin(await loginWithPhonePassword({ countryCode: dialOf(v.countryCode), phone: v.phone.trim(), password: v.password, platform: 'mobile' }));
    } catch (e) {
      errors.show(e);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <FormAlert text={errors.alert} />
      <Form form={form} name="phonePassword" layout="vertical" requiredMarkStyle="none" validateTrigger="onBlur" initialValues={{ countryCode: DEFAULT_COUNTRY }} onFinish={submit} footer={<Submit loading={loading} />}>
        <PhoneFields rule={rule} />
        <Form.Item name="password" label={t('field.password')} rules={[rule('password')]}>
          <Input type="password" autoComplete="current-password" placeholder={t('placeholder.password')} />
        </Form.Item>
      </Form>
    </>
  );
}

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
      await completeLogin(await loginWithAccountPassword({ account: v.account.trim(), password: v.password, platform: 'mobile' }));
    } catch (e) {
      errors.show(e);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <FormAlert text={errors.alert} />
      <Form form={form} name="accountPassword" layout="vertical" requiredMarkStyle="none" validateTrigger="onBlur" onFinish={submit} footer={<Submit loading={loading} />}>
        <Form.Item name="account" label={t('field.account')} rules={[rule('account')]}>
          <Input autoComplete="username" placeholder={t('placeholder.account')} />
        </Form.Item>
        <Form.Item name="password" label={t('field.password')} rules={[rule('password')]}>
          <Input type="password" autoComplete="current-password" placeholder={t('placeholder.password')} />
        </Form.Item>
      </Form>
    </>
  );
}

/** Password login, mobile: phone + password, or account/e-mail + password. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const keep = useRedirectQuery();
  const passwordChanged = usePasswordChangedNotice();
  return (
    <MobileAuthLayout
      title={t('login.title')}
      footer={
        <>
          {t('footer.noAccount')} <Link to={paths.to('register') + keep}>{t('footer.register')}</Link>
        </>
      }
    >
      <AuthMethods current="login" />
      {passwordChanged && <FormAlert tone="success" text={t('modifyPass.done')} />}
      <Tabs className="lb-m-tabs">
        <Tabs.Tab key="phone" title={t('login.tabPhone')}>
          <PhonePasswordForm />
        </Tabs.Tab>
        <Tabs.Tab key="account" title={t('login.tabAccount')}>
          <AccountPasswordForm />
        </Tabs.Tab>
      </Tabs>
      <div className="lb-m-links">
        <Link to={paths.to('find')}>{t('link.forgot')}</Link>
      </div>
    </MobileAuthLayout>
  );
}

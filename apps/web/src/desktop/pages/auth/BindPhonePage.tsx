import { useState } from 'react';
import { Button, Form, Result } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { wxBind, wxBindNext } from '../../../shared/account/api/wechat.ts';
import { completeLogin } from '../../../shared/account/completeLogin.ts';
import { useAccountForm } from '../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../shared/account/hooks/useFormErrors.ts';
import { useFormSubmit } from '../../../shared/account/hooks/useFormSubmit.ts';
import { SMS_FIELDS, useSmsSender } from '../../../shared/account/hooks/useSmsSender.ts';
import { DEFAULT_COUNTRY, dialOf } from '../../../shared/account/phone.ts';
import { useRedirectQuery } from '../../../shared/account/useRedirectQuery.ts';
import { clearWxTicket, readWxTicket, type WxTicket } from '../../../shared/account/wxTicket.ts';
import { getAttribution } from '../../../shared/attribution.ts';
import { usePaths } from '../../../shared/hooks/usePaths.ts';
import { AuthLayout } from '../../layout/AuthLayout.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { AgreeField } from './components/AgreeField.tsx';
import { CaptchaField } from './components/CaptchaField.tsx';
import { FormAlert } from './components/FormAlert.tsx';
import { NewPasswordFields } from './components/PasswordFields.tsx';
import { PhoneField } from './components/PhoneField.tsx';
import { SmsCodeField } from './components/SmsCodeField.tsx';
import './auth.css';

const STEP2_FIELDS = ['password', 'confirmPassword', 'agree'] as const;

/** Step 1: prove a phone. A phone with an account is bound and logged in; a new phone goes to step 2. */
function PhoneStep({ ticket, onNext }: { ticket: WxTicket; onNext: (ticket: string) => void }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'wxBind', { ticket: ticket.ticket });
  const errors = useFormErrors(form, SMS_FIELDS);
  const sender = useSmsSender(form, 'bind', errors.show);

  const { submitting, submit } = useFormSubmit(errors, async (v: { countryCode: string; phone: string; code: string }) => {
    const answer = await wxBind({ ticket: ticket.ticket, countryCode: dialOf(v.countryCode), phone: v.phone.trim(), code: v.code.trim(), platform: 'pc', ...getAttribution() });
    if (answer.next) onNext(answer.ticket ?? ticket.ticket);
    else if (answer.token) await completeLogin(answer.token);
  });

  return (
    <>
      <FormAlert text={errors.alert} onClose={errors.clearAlert} />
      <Form form={form} name="bindPhone" layout="vertical" size="large" requiredMark={false} validateTrigger="onBlur" initialValues={{ countryCode: DEFAULT_COUNTRY }} onFinish={submit}>
        <PhoneField formName="bindPhone" rule={rule} />
        <CaptchaField formName="bindPhone" />
        <SmsCodeField formName="bindPhone" rule={rule} sender={sender} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('bindPhone.submit')}
        </Button>
      </Form>
    </>
  );
}

/** Step 2 (a phone without an account): a password creates the account, bound to the WeChat account. */
function PasswordStep({ ticket }: { ticket: string }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'wxBindNext', { ticket });
  const errors = useFormErrors(form, STEP2_FIELDS);

  const { submitting, submit } = useFormSubmit(errors, async (v: { password: string; confirmPassword: string; agree: boolean }) => {
    const answer = await wxBindNext({ ticket, password: v.password, confirmPassword: v.confirmPassword, agree: v.agree === true, platform: 'pc' });
    if (answer.token) await completeLogin(answer.token);
  });

  return (
    <>
      <p className="lb-muted">{t('bindPhone.step2Intro')}</p>
      <FormAlert text={errors.alert} onClose={errors.clearAlert} />
      <Form form={form} name="bindPhoneNext" layout="vertical" size="large" requiredMark={false} validateTrigger="onBlur" initialValues={{ agree: false }} onFinish={submit}>
        <NewPasswordFields rule={rule} />
        <AgreeField rule={rule('agree')} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('bindPhone.create')}
        </Button>
      </Form>
    </>
  );
}

/** bindPhone (no header or footer): after a WeChat scan that found no account. */
export default function BindPhonePage() {
  const { t } = useTranslation('auth');
  const paths = usePaths();
  const keep = useRedirectQuery();
  const [wx] = useState(readWxTicket);
  const [nextTicket, setNextTicket] = useState<string | null>(null);

  if (!wx) {
    return (
      <AuthLayout title={t('bindPhone.title')}>
        <Result
          status="info"
          title={t('bindPhone.noTicket')}
          extra={
            <LinkButton type="primary" to={paths.to('qrcode') + keep}>
              {t('bindPhone.scanAgain')}
            </LinkButton>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('bindPhone.title')}
      subtitle={nextTicket ? t('bindPhone.step2') : t('bindPhone.step1')}
      footer={
        <LinkButton
          type="link"
          to={paths.to('qrcode') + keep}
          onClick={() => {
            clearWxTicket();
          }}
        >
          {t('bindPhone.cancel')}
        </LinkButton>
      }
    >
      <div className="lb-wx-who">
        <WechatOutlined aria-hidden="true" className="lb-wx-who__icon" />
        <span>{wx.nickname ? t('bindPhone.nickname', { name: wx.nickname }) : t('bindPhone.noNickname')}</span>
      </div>
      {nextTicket ? <PasswordStep ticket={nextTicket} /> : <PhoneStep ticket={wx} onNext={setNextTicket} />}
    </AuthLayout>
  );
}

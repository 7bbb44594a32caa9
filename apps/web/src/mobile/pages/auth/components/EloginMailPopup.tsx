import { useState } from 'react';
import { Button, Form, Input, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { mailLoginLink } from '../../../../shared/account/api/elogin.ts';
import { useAccountForm } from '../../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../../shared/account/hooks/useFormErrors.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { FormAlert } from './FormAlert.tsx';

const FIELDS = ['email'] as const;

/** "E-mail me a login link" as a bottom sheet; the answer is the same neutral notice whether or not the address is known. */
export function EloginMailPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'eloginMail');
  const errors = useFormErrors(form, FIELDS);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const close = () => {
    onClose();
    setSent(false);
    form.resetFields();
  };

  const submit = async (v: { email: string }) => {
    setSending(true);
    try {
      await mailLoginLink(v.email.trim(), lang);
      setSent(true);
    } catch (e) {
      errors.show(e);
    } finally {
      setSending(false);
    }
  };

  return (
    <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName="lb-m-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="lb-m-elogin-title">
        <h2 id="lb-m-elogin-title" className="lb-m-sheet__title">
          {t('elogin.mailTitle')}
        </h2>
        {sent ? (
          <>
            <FormAlert tone="success" text={t('elogin.mailSent')} />
            <Button block color="primary" onClick={close}>
              {t('action.close')}
            </Button>
          </>
        ) : (
          <>
            <p className="lb-m-muted">{t('elogin.mailIntro')}</p>
            <Form
              form={form}
              name="eloginMail"
              layout="vertical"
              requiredMarkStyle="none"
              onFinish={submit}
              footer={
                <div className="lb-m-sheet__actions">
                  <Button block color="primary" type="submit" loading={sending}>
                    {t('elogin.mailSubmit')}
                  </Button>
                  <Button block fill="none" onClick={close}>
                    {t('action.cancel')}
                  </Button>
                </div>
              }
            >
              <Form.Item name="email" label={t('field.email')} rules={[rule('email')]}>
                <Input type="email" autoComplete="email" placeholder={t('placeholder.email')} />
              </Form.Item>
            </Form>
          </>
        )}
      </div>
    </Popup>
  );
}

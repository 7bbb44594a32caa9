import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { mailLoginLink } from '../../../../shared/account/api/elogin.ts';
import { useAccountForm } from '../../../../shared/account/hooks/useAccountForm.ts';
import { useFormErrors } from '../../../../shared/account/hooks/useFormErrors.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';

const FIELDS = ['email'] as const;

/**
 * "E-mail me a login link". The answer never says whether an account uses the address, so the page shows the same
 * neutral notice either way.
 */
export function EloginMailModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const [form] = Form.useForm();
  const { rule } = useAccountForm(form, 'eloginMail');
  const errors = useFormErrors(form, FIELDS);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (values: { email: string }) => {
    setSending(true);
    try {
      await mailLoginLink(values.email.trim(), lang);
      setSent(true);
    } catch (e) {
      errors.show(e);
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    onClose();
    setSent(false);
    form.resetFields();
  };

  return (
    <Modal open={open} title={t('elogin.mailTitle')} onCancel={close} footer={null} destroyOnHidden>
      {sent ? (
        <>
          <Alert type="success" showIcon title={t('elogin.mailSent')} role="status" />
          <div className="lb-modal-actions">
            <Button type="primary" onClick={close}>
              {t('action.close')}
            </Button>
          </div>
        </>
      ) : (
        <Form form={form} name="eloginMail" layout="vertical" requiredMark={false} onFinish={submit} validateTrigger="onBlur">
          <p className="lb-muted">{t('elogin.mailIntro')}</p>
          <Form.Item name="email" label={t('field.email')} rules={[rule('email')]}>
            <Input type="email" autoComplete="email" placeholder={t('placeholder.email')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={sending}>
            {t('elogin.mailSubmit')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormErrors } from '../../../../shared/account/hooks/useFormErrors.ts';
import { sendFeedback } from '../../../../shared/catalogue/api/sendFeedback.ts';

const FIELDS = ['content', 'contact'] as const;

/** Problem feedback on a template: open to visitors; the server's refusals land under their fields. */
export function FeedbackForm({ templateId }: { templateId: string }) {
  const { t } = useTranslation('catalogue');
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const errors = useFormErrors(form, FIELDS);

  if (sent) {
    return (
      <Result
        status="success"
        title={t('template.feedback.sent')}
        extra={
          <Button
            onClick={() => {
              form.resetFields();
              setSent(false);
            }}
          >
            {t('template.feedback.another')}
          </Button>
        }
      />
    );
  }

  const submit = async (values: { content: string; contact?: string }) => {
    setBusy(true);
    try {
      await sendFeedback(templateId, { content: values.content.trim(), contact: values.contact?.trim() || undefined });
      setSent(true);
    } catch (e) {
      errors.show(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" className="lb-feedback" onFinish={(v) => void submit(v)}>
      <p className="lb-muted">{t('template.feedback.lead')}</p>
      <Form.Item
        name="content"
        label={t('template.feedback.content')}
        rules={[
          { required: true, whitespace: true, message: t('template.feedback.required') },
          { min: 2, max: 500, message: t('template.feedback.length') },
        ]}
      >
        <Input.TextArea rows={5} maxLength={500} showCount placeholder={t('template.feedback.contentPlaceholder')} />
      </Form.Item>
      <Form.Item name="contact" label={t('template.feedback.contact')} rules={[{ max: 100, message: t('template.feedback.length') }]}>
        <Input maxLength={100} placeholder={t('template.feedback.contactPlaceholder')} autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('template.feedback.submit')}
      </Button>
    </Form>
  );
}

import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ValidatorRule } from '../../../../shared/account/form/schemaRules.ts';

interface Props {
  rule: (field: string) => ValidatorRule;
  sender: { send: () => Promise<void>; sending: boolean; secondsLeft: number; waiting: boolean };
}

/** The 6-digit code, with the button that sends it beside the input. */
export function SmsCodeField({ rule, sender }: Props) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name="code"
      label={t('field.code')}
      rules={[rule('code')]}
      required
      extra={
        <Button size="small" color="primary" fill="none" className="lb-m-sms-button" loading={sender.sending} disabled={sender.waiting} onClick={() => void sender.send()}>
          {sender.waiting ? t('sms.resendIn', { seconds: sender.secondsLeft }) : t('sms.get')}
        </Button>
      }
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('placeholder.code')} />
    </Form.Item>
  );
}

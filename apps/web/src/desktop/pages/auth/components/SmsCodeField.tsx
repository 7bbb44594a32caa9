import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ValidatorRule } from '../../../../shared/account/form/schemaRules.ts';

interface Props {
  formName: string;
  rule: (field: string) => ValidatorRule;
  sender: { send: () => Promise<void>; sending: boolean; secondsLeft: number; waiting: boolean };
}

/** The 6-digit code and the button that sends it (then counts down until a new code may be asked for). */
export function SmsCodeField({ formName, rule, sender }: Props) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item label={t('field.code')} htmlFor={`${formName}_code`} required>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={[rule('code')]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('placeholder.code')} />
        </Form.Item>
        <Button className="lb-sms-button" onClick={() => void sender.send()} loading={sender.sending} disabled={sender.waiting}>
          {sender.waiting ? t('sms.resendIn', { seconds: sender.secondsLeft }) : t('sms.get')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

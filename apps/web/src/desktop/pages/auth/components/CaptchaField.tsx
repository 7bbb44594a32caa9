import { Button, Form } from 'antd';
import { CheckCircleFilled, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../../../shared/account/hooks/useCaptcha.ts';

function CaptchaButton({ id, value, onChange }: { id?: string; value?: string; onChange?: (v: string | undefined) => void }) {
  const { t } = useTranslation('auth');
  const { status, verify } = useCaptcha(value, onChange);
  const icon = status === 'verified' ? <CheckCircleFilled aria-hidden="true" /> : status === 'solving' ? undefined : <SafetyOutlined aria-hidden="true" />;
  return (
    <>
      {/* Named by its own text: the field label ("Verification") would otherwise hide what the button does. */}
      <Button
        id={id}
        block
        size="large"
        className={`lb-captcha is-${status}`}
        icon={icon}
        loading={status === 'solving'}
        aria-label={t(`captcha.${status}`)}
        onClick={() => void verify()}
      >
        {t(`captcha.${status}`)}
      </Button>
      <span className="lb-visually-hidden" role="status" aria-live="polite">
        {status === 'verified' || status === 'failed' ? t(`captcha.${status}`) : ''}
      </span>
    </>
  );
}

/**
 * The click-to-verify captcha of spec §5, as a form field holding the token the SMS call spends. The SMS sender
 * checks it (see useSmsSender); a new token clears the message.
 */
export function CaptchaField({ formName }: { formName: string }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="captchaToken" label={t('field.captcha')} htmlFor={`${formName}_captchaToken`} rules={[]} validateTrigger="onChange" required>
      <CaptchaButton />
    </Form.Item>
  );
}

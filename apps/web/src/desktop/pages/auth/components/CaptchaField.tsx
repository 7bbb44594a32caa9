import { Button, Form } from 'antd';
import { CheckCircleFilled, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../../../shared/account/hooks/useCaptcha.ts';
import type { ValidatorRule } from '../../../../shared/account/form/schemaRules.ts';

function CaptchaButton({ id, value, onChange }: { id?: string; value?: string; onChange?: (v: string | undefined) => void }) {
  const { t } = useTranslation('auth');
  const { status, verify } = useCaptcha(value, onChange);
  const icon = status === 'verified' ? <CheckCircleFilled /> : status === 'solving' ? undefined : <SafetyOutlined />;
  return (
    <>
      <Button id={id} block size="large" className={`lb-captcha is-${status}`} icon={icon} loading={status === 'solving'} onClick={() => void verify()}>
        {t(`captcha.${status}`)}
      </Button>
      <span className="lb-visually-hidden" role="status" aria-live="polite">
        {status === 'verified' || status === 'failed' ? t(`captcha.${status}`) : ''}
      </span>
    </>
  );
}

/** The click-to-verify captcha of spec §5, as a form field holding the token the SMS call spends. */
export function CaptchaField({ formName, rule }: { formName: string; rule: ValidatorRule }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="captchaToken" label={t('field.captcha')} htmlFor={`${formName}_captchaToken`} rules={[rule]} validateTrigger="onChange" required>
      <CaptchaButton />
    </Form.Item>
  );
}

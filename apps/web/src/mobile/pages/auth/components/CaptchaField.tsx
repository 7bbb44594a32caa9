import { Button, Form } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../../../shared/account/hooks/useCaptcha.ts';

function CaptchaButton({ id, value, onChange }: { id?: string; value?: string; onChange?: (v: string | undefined) => void }) {
  const { t } = useTranslation('auth');
  const { status, verify } = useCaptcha(value, onChange);
  return (
    <>
      <Button
        id={id}
        block
        fill="outline"
        className={`lb-m-captcha is-${status}`}
        loading={status === 'solving'}
        loadingText={t('captcha.solving')}
        aria-label={t(`captcha.${status}`)}
        onClick={() => void verify()}
      >
        {status === 'verified' && <CheckCircleFill aria-hidden="true" className="lb-m-captcha__icon" />}
        {t(`captcha.${status}`)}
      </Button>
      <span className="lb-visually-hidden" role="status" aria-live="polite">
        {status === 'verified' || status === 'failed' ? t(`captcha.${status}`) : ''}
      </span>
    </>
  );
}

/** The click-to-verify captcha (spec §5) holding the token the SMS call spends; the SMS sender checks it. */
export function CaptchaField() {
  const { t } = useTranslation('auth');
  return (
    <Form.Item name="captchaToken" label={t('field.captcha')} rules={[]} validateTrigger="onChange" required>
      <CaptchaButton />
    </Form.Item>
  );
}

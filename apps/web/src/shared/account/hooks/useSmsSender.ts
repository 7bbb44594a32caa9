import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyInfo } from '../../api/notifier.ts';
import { sendSmsCode, type SmsPurpose } from '../api/sms.ts';
import { captchaSchema } from '../form/accountForms.ts';
import type { FormLike } from '../form/formLike.ts';
import { issuesByField, validationText } from '../form/schemaRules.ts';
import { dialOf } from '../phone.ts';
import { useCountdown } from './useCountdown.ts';

/** Fields an SMS-code form holds: the country (its id), the phone, the captcha token and the code. */
export const SMS_FIELDS = ['countryCode', 'phone', 'captchaToken', 'code'] as const;

/**
 * The "get code" button: checks the country, phone and captcha fields, sends the code, then counts down the
 * server's `resendAfterSeconds`. A captcha token works once, so the captcha is cleared after every attempt.
 *
 * The captcha is checked here rather than by a rule on its field: it guards sending a code, not the form, which is
 * submitted after the spent token has been cleared.
 */
export function useSmsSender(form: FormLike, purpose: SmsPurpose, showError: (e: unknown) => unknown) {
  const { t } = useTranslation(['auth', 'validation']);
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = useCallback(async () => {
    if (sending || countdown.running) return;
    const captchaKey = issuesByField(captchaSchema, { captchaToken: form.getFieldValue('captchaToken') ?? '' }).captchaToken;
    let phoneOk = true;
    try {
      await form.validateFields(['countryCode', 'phone']);
    } catch {
      phoneOk = false;
    }
    if (captchaKey) form.setFields([{ name: 'captchaToken', errors: [validationText(t, captchaKey)] }]);
    if (!phoneOk || captchaKey) return;
    setSending(true);
    try {
      const answer = await sendSmsCode({
        countryCode: dialOf(form.getFieldValue('countryCode')),
        phone: String(form.getFieldValue('phone') ?? '').trim(),
        purpose,
        captchaToken: String(form.getFieldValue('captchaToken')),
      });
      countdown.start(answer.resendAfterSeconds);
      notifyInfo(t('auth:sms.sent'), 3000);
    } catch (e) {
      showError(e);
    } finally {
      form.setFieldValue('captchaToken', undefined);
      setSending(false);
    }
  }, [form, purpose, sending, countdown, showError, t]);

  return { send, sending, secondsLeft: countdown.left, waiting: countdown.running };
}

import { request } from '../../api/client.ts';

export type SmsPurpose = 'login' | 'register' | 'reset' | 'bind';

/** POST /sms/code — sends a 6-digit code; `resendAfterSeconds` drives the button's countdown. */
export function sendSmsCode(input: { countryCode: string; phone: string; purpose: SmsPurpose; captchaToken: string }) {
  return request<{ resendAfterSeconds: number; expiresInSeconds: number }>('POST', '/sms/code', { data: input, quiet: true });
}

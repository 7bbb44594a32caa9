import { request } from '../../api/client.ts';

/** POST /captcha — a proof-of-work challenge for the click-to-verify button. */
export interface CaptchaChallenge {
  id: string;
  salt: string;
  difficulty: number;
  expiresAt: number;
}

export function createCaptcha(): Promise<CaptchaChallenge> {
  return request<CaptchaChallenge>('POST', '/captcha', { quiet: true });
}

/** POST /captcha/verify — the solved nonce buys a single-use token that POST /sms/code spends. */
export async function verifyCaptcha(id: string, nonce: string): Promise<string> {
  const datas = await request<{ captchaToken: string }>('POST', '/captcha/verify', { data: { id, nonce }, quiet: true });
  return datas.captchaToken;
}

import type { KeyObject } from 'node:crypto';
import { PaymentGatewayError, PaymentSignatureError, type NotifyRequest, type PaymentNotice } from '../types.ts';
import { yuanToFen } from './amount.ts';
import { rsa2Verify, signingString } from './sign.ts';
import { parseBeijingTime } from './time.ts';

/** In asynchronous notifications both sign and sign_type stay out of the signed string (unlike requests). */
const NOTIFY_EXCLUDED = ['sign', 'sign_type'] as const;

/** The form fields of a notification; a repeated field is refused, since one copy could be signed and another read. */
export function notificationFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(body);
  } catch {
    throw new PaymentSignatureError('Alipay notification: not a form body');
  }
  for (const [k, v] of params) {
    if (Object.hasOwn(fields, k)) throw new PaymentSignatureError(`Alipay notification: repeated field ${k}`);
    fields[k] = v;
  }
  return fields;
}

/**
 * Verifies an asynchronous trade notification (notify_type trade_status_sync) and reads what Alipay signed. Everything
 * before the signature check is untrusted: a forged, tampered or foreign notification throws PaymentSignatureError.
 */
export function parseAlipayNotification(req: NotifyRequest, expect: { appId: string; alipayPublicKey: KeyObject }): PaymentNotice {
  const f = notificationFields(req.body);
  if (!f.sign) throw new PaymentSignatureError('Alipay notification without a signature');
  if (f.sign_type !== undefined && f.sign_type.toUpperCase() !== 'RSA2') {
    throw new PaymentSignatureError(`Alipay notification signed with ${f.sign_type}, not RSA2`);
  }
  if (!rsa2Verify(signingString(f, NOTIFY_EXCLUDED), f.sign, expect.alipayPublicKey)) {
    throw new PaymentSignatureError('Alipay notification signature does not verify');
  }
  // A genuine notification of another application (same Alipay key) is not ours to apply.
  if (f.app_id !== expect.appId) throw new PaymentSignatureError(`Alipay notification for app ${f.app_id ?? '?'}`);
  if (!f.out_trade_no || !f.trade_no) throw new PaymentSignatureError('Alipay notification without trade numbers');
  const amountFen = yuanToFen(f.total_amount);
  if (amountFen === null) throw new PaymentSignatureError(`Alipay notification with amount ${f.total_amount ?? '-'}`);
  let status: PaymentNotice['status'];
  switch (f.trade_status) {
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED':
      status = 'paid';
      break;
    case 'TRADE_CLOSED':
      status = 'closed';
      break;
    default:
      // WAIT_BUYER_PAY is only sent to applications that ask for it and decides nothing: refuse it so it is not taken as final.
      throw new PaymentGatewayError(`Alipay notification for a non-final trade status ${f.trade_status ?? '-'}`);
  }
  return {
    outTradeNo: f.out_trade_no,
    providerTradeNo: f.trade_no,
    amountFen,
    status,
    paidAt: status === 'paid' ? parseBeijingTime(f.gmt_payment) : undefined,
  };
}

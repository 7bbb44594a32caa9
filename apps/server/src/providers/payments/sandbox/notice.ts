import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PaymentSignatureError, type PaymentNotice } from '../types.ts';

/** The header carrying the sandbox wallet's signature: hex HMAC-SHA256 of the exact body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const wire = z.object({
  out_trade_no: z.string().min(1),
  trade_no: z.string().min(1),
  amount_fen: z.number().int().positive(),
  status: z.enum(['paid', 'closed']),
  paid_at: z.string().optional(),
});
export type SandboxNoticeBody = z.infer<typeof wire>;

export function signBody(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body, 'utf8').digest('hex');
}

/** Verifies the signature over the raw body before reading a single field of it. */
export function verifyNotice(key: Buffer, body: string, signature: string | undefined): PaymentNotice {
  const want = Buffer.from(signBody(key, body), 'hex');
  const got = Buffer.from(signature ?? '', 'hex');
  if (got.length !== want.length || !timingSafeEqual(got, want)) throw new PaymentSignatureError('sandbox notification: bad signature');
  let parsed: SandboxNoticeBody;
  try {
    parsed = wire.parse(JSON.parse(body));
  } catch {
    throw new PaymentSignatureError('sandbox notification: malformed body');
  }
  return {
    outTradeNo: parsed.out_trade_no,
    providerTradeNo: parsed.trade_no,
    amountFen: parsed.amount_fen,
    status: parsed.status,
    paidAt: parsed.paid_at ? new Date(parsed.paid_at) : undefined,
  };
}

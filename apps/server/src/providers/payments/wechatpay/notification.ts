import { PaymentGatewayError, PaymentSignatureError, type NotifyRequest, type PaymentNotice } from '../types.ts';
import { decryptAesGcm } from './crypto.ts';
import type { PlatformKey } from './settings.ts';
import { amountFen, paidAt, tradeStatus, type WechatTransaction } from './transaction.ts';
import { checkWechatpaySignature, recordHeaders } from './verifier.ts';

interface NotificationBody {
  id?: string;
  event_type?: string;
  resource_type?: string;
  resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string; original_type?: string };
}

export interface NotificationContext {
  mchid: string;
  appid: string;
  apiV3Key: Buffer;
  platformKeys: Map<string, PlatformKey>;
  nowMs: number;
}

/**
 * A WeChat Pay payment notification, trusted only after three checks: the header signature over the raw body
 * (fresh timestamp, known serial), the AES-256-GCM tag of the resource under our APIv3 key, and our own mchid and
 * appid inside the decrypted transaction. Anything that fails them is a PaymentSignatureError.
 */
export function parseNotification(req: NotifyRequest, ctx: NotificationContext): PaymentNotice {
  const problem = checkWechatpaySignature(recordHeaders(req.headers), req.body, ctx.platformKeys, ctx.nowMs);
  if (problem) throw new PaymentSignatureError(`WeChat Pay notification: ${problem}`);

  let body: NotificationBody;
  try {
    body = JSON.parse(req.body) as NotificationBody;
  } catch {
    throw new PaymentSignatureError('WeChat Pay notification: body is not JSON');
  }
  const r = body.resource;
  if (!r || r.algorithm !== 'AEAD_AES_256_GCM' || typeof r.ciphertext !== 'string' || typeof r.nonce !== 'string') {
    throw new PaymentSignatureError('WeChat Pay notification: no AEAD_AES_256_GCM resource');
  }
  let tx: WechatTransaction;
  try {
    const plain = decryptAesGcm(ctx.apiV3Key, Buffer.from(r.nonce, 'utf8'), Buffer.from(r.associated_data ?? '', 'utf8'), r.ciphertext);
    tx = JSON.parse(plain.toString('utf8')) as WechatTransaction;
  } catch {
    throw new PaymentSignatureError('WeChat Pay notification: resource does not decrypt under the APIv3 key');
  }
  // Sealed with our key yet naming another merchant or app: not a payment to us.
  if (tx.mchid !== ctx.mchid || tx.appid !== ctx.appid) {
    throw new PaymentSignatureError('WeChat Pay notification: mchid or appid is not ours');
  }

  // Authentic from here on; what follows are notifications we do not act on (refunds, unknown states).
  if (r.original_type !== undefined && r.original_type !== 'transaction') {
    throw new PaymentGatewayError(`WeChat Pay notification of type ${r.original_type} is not a payment`);
  }
  const status = tradeStatus(tx.trade_state);
  const amount = amountFen(tx);
  if (!tx.out_trade_no || amount === undefined) throw new PaymentGatewayError('WeChat Pay notification without out_trade_no or amount');
  if (status !== 'paid' && status !== 'closed') throw new PaymentGatewayError(`WeChat Pay notification in state ${tx.trade_state}`);
  if (status === 'paid' && !tx.transaction_id) throw new PaymentGatewayError('WeChat Pay payment notification without transaction_id');
  return { outTradeNo: tx.out_trade_no, providerTradeNo: tx.transaction_id ?? '', amountFen: amount, status, paidAt: status === 'paid' ? paidAt(tx) : undefined };
}

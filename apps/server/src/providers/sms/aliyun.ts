import { randomUUID } from 'node:crypto';
import type { SmsProvider } from '../types.ts';
import { rpcTimestamp, signRpc } from './aliyun-signature.ts';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** A verification-code template with one `${code}` variable. */
  templateCode: string;
  endpoint: string;
  /** Real time for the signed timestamp (the gateway refuses skewed requests). */
  now?: () => number;
  timeoutMs?: number;
}

/**
 * Alibaba Cloud SMS (Dysmsapi SendSms, API version 2017-05-25) over HTTPS with the RPC signature.
 * Messages are template-based: the gateway fills the approved template with the code, so `text` is not sent.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly sandbox = false;
  constructor(private readonly opts: AliyunSmsOptions) {
    const missing = (['accessKeyId', 'accessKeySecret', 'signName', 'templateCode', 'endpoint'] as const).filter((k) => !opts[k]);
    if (missing.length) throw new Error(`Aliyun SMS needs settings: ${missing.join(', ')}`);
  }

  /** Mainland numbers go bare; others as country code + national number without the trunk 0 (the gateway's format). */
  static phoneNumber(countryCode: string, phone: string): string {
    return countryCode === '86' ? phone : `${countryCode}${phone.replace(/^0+/, '')}`;
  }

  async sendCode(to: { countryCode: string; phone: string }, code: string): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.opts.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: AliyunSmsProvider.phoneNumber(to.countryCode, to.phone),
      RegionId: 'cn-hangzhou',
      SignName: this.opts.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.opts.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: rpcTimestamp((this.opts.now ?? Date.now)()),
      Version: '2017-05-25',
    };
    params.Signature = signRpc('POST', params, this.opts.accessKeySecret);
    const res = await fetch(this.opts.endpoint.replace(/\/?$/, '/'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
    });
    let answer: { Code?: string; Message?: string; RequestId?: string } = {};
    try {
      answer = (await res.json()) as typeof answer;
    } catch {
      // A body that is not JSON is reported with the status below.
    }
    if (!res.ok || answer.Code !== 'OK') {
      throw new Error(`Aliyun SMS refused: HTTP ${res.status} ${answer.Code ?? ''} ${answer.Message ?? ''} (request ${answer.RequestId ?? '-'})`.trim());
    }
  }
}

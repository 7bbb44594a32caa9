import type { Clock } from '../../../config.ts';
import { PaymentGatewayError } from '../types.ts';
import { newNonce, signRequest } from './crypto.ts';
import type { WechatPayKeys } from './settings.ts';
import { checkWechatpaySignature, fetchHeaders, hasSignatureHeaders } from './verifier.ts';

const DEFAULT_TIMEOUT_MS = 10_000;

/** Only what the adapter writes: a refusal or an unreachable gateway must be visible to operators. */
export interface WechatPayLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface WechatPayDeps {
  clock: Clock;
  log?: WechatPayLog;
  /** Injectable for tests that need a transport failure; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A refusal or a broken answer of the gateway, with WeChat Pay's HTTP status and error code when it gave them. */
export class WechatPayGatewayError extends PaymentGatewayError {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'WechatPayGatewayError';
  }
}

export interface WechatPayAnswer {
  status: number;
  /** The parsed JSON body, or null for an empty one (204). */
  json: Record<string, unknown> | null;
  /** True when WeChat Pay's signature over the answer was present and verified. */
  signed: boolean;
}

/**
 * Signed HTTP to the WeChat Pay APIv3 gateway. Every request carries the merchant signature; every answer that
 * carries a signature must verify against a configured platform key, and a successful answer must carry one —
 * so a forged or altered success never reaches the provider.
 */
export class WechatPayClient {
  private readonly base: string;

  constructor(
    private readonly cfg: { baseUrl: string; mchid: string; serialNo: string },
    private readonly keys: WechatPayKeys,
    private readonly deps: WechatPayDeps,
  ) {
    this.base = cfg.baseUrl.replace(/\/+$/, '');
  }

  async call(method: 'GET' | 'POST', pathAndQuery: string, payload?: Record<string, unknown>): Promise<WechatPayAnswer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(Math.floor(this.deps.clock.now() / 1000));
    const authorization = signRequest(
      { method, pathAndQuery, body },
      { mchid: this.cfg.mchid, serialNo: this.cfg.serialNo, privateKey: this.keys.merchantKey },
      timestamp,
      newNonce(),
    );
    const headers: Record<string, string> = { Authorization: authorization, Accept: 'application/json', 'User-Agent': 'LexBridge-WechatPay/1' };
    if (body) headers['Content-Type'] = 'application/json';
    let res: Response;
    let text: string;
    try {
      res = await (this.deps.fetch ?? fetch)(this.base + pathAndQuery, {
        method,
        headers,
        body: body || undefined,
        // WeChat Pay never redirects an API call; following one would send a signed request elsewhere.
        redirect: 'error',
        signal: AbortSignal.timeout(this.deps.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      // The signature covers the bytes as sent: read them as they are, not through a JSON round trip.
      text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    } catch (err) {
      this.deps.log?.warn({ event: 'wechatpay.unreachable', path: pathAndQuery, err: (err as Error).message }, 'WeChat Pay unreachable');
      throw new WechatPayGatewayError(`WeChat Pay unreachable: ${(err as Error).message}`);
    }
    const reader = fetchHeaders(res.headers);
    const signed = hasSignatureHeaders(reader);
    if (signed) {
      const problem = checkWechatpaySignature(reader, text, this.keys.platformKeys, this.deps.clock.now());
      if (problem) {
        this.deps.log?.warn({ event: 'wechatpay.bad_answer_signature', path: pathAndQuery, status: res.status, problem }, 'WeChat Pay answer failed verification');
        throw new WechatPayGatewayError(`WeChat Pay answer signature: ${problem}`, res.status);
      }
    } else if (res.ok) {
      this.deps.log?.warn({ event: 'wechatpay.unsigned_answer', path: pathAndQuery, status: res.status }, 'WeChat Pay answer without signature');
      throw new WechatPayGatewayError('WeChat Pay answer without signature', res.status);
    }
    let json: Record<string, unknown> | null = null;
    if (text.trim()) {
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new WechatPayGatewayError('WeChat Pay answer is not JSON', res.status);
      }
    }
    return { status: res.status, json, signed };
  }

  /** Turns a refusal into the error the caller throws, and logs it. */
  refusal(step: string, answer: WechatPayAnswer): WechatPayGatewayError {
    const code = typeof answer.json?.code === 'string' ? answer.json.code : undefined;
    const message = typeof answer.json?.message === 'string' ? answer.json.message : '';
    this.deps.log?.warn({ event: 'wechatpay.refused', step, status: answer.status, code, message }, 'WeChat Pay refused');
    return new WechatPayGatewayError(`WeChat Pay ${step}: ${answer.status} ${code ?? ''} ${message}`.trim(), answer.status, code);
  }
}

import type { KeyObject } from 'node:crypto';
import type { Clock } from '../../../config.ts';
import { PaymentGatewayError } from '../types.ts';
import { topLevelMembers } from './response.ts';
import { rsa2Sign, rsa2Verify, signingString } from './sign.ts';
import { beijingTime } from './time.ts';

const DEFAULT_TIMEOUT_MS = 10_000;
/** Common parameters that travel in the URL; biz_content goes in the form body (as Alipay's own SDKs send them). */
const BODY_PARAMS = new Set(['biz_content']);

/** Only what the adapter writes: a refusal or an unreachable gateway must be visible to operators. */
export interface AlipayLog {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface AlipayDeps {
  clock: Clock;
  log?: AlipayLog;
  /** Injectable for tests that need a transport failure; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A refusal or a broken answer of the gateway, with Alipay's codes when it gave them. */
export class AlipayGatewayError extends PaymentGatewayError {
  constructor(
    message: string,
    readonly code?: string,
    readonly subCode?: string,
  ) {
    super(message);
    this.name = 'AlipayGatewayError';
  }
}

/** The `<method>_response` member of an answer whose signature verified (or a refusal Alipay left unsigned). */
export interface AlipayAnswer {
  code: string;
  subCode?: string;
  msg?: string;
  subMsg?: string;
  /** True when the member carried Alipay's signature and it verified. */
  signed: boolean;
  body: Record<string, unknown>;
}

export interface AlipayClientConfig {
  appId: string;
  gateway: string;
  privateKey: KeyObject;
  alipayPublicKey: KeyObject;
}

/**
 * The Alipay open platform gateway protocol (alipay.* methods, version 1.0, RSA2): signed requests, and answers
 * whose signature is checked over the exact text Alipay signed. An answer that carries a signature must verify; a
 * success must carry one — so a forged or altered answer never reaches the provider.
 */
export class AlipayClient {
  constructor(
    private readonly cfg: AlipayClientConfig,
    private readonly deps: AlipayDeps,
  ) {}

  /** The signed parameters of one call: the common ones, the extra ones (notify_url, return_url) and biz_content. */
  signedParams(method: string, biz: Record<string, unknown>, extra: Record<string, string | undefined> = {}): Record<string, string> {
    const params: Record<string, string> = {
      app_id: this.cfg.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijingTime(this.deps.clock.now()),
      version: '1.0',
      biz_content: JSON.stringify(biz),
    };
    for (const [k, v] of Object.entries(extra)) if (v) params[k] = v;
    params.sign = rsa2Sign(signingString(params), this.cfg.privateKey);
    return params;
  }

  /** A page payment (wap / page pay) is a GET of the gateway with every signed parameter in the query. */
  pageUrl(method: string, biz: Record<string, unknown>, extra: Record<string, string | undefined>): string {
    const url = new URL(this.cfg.gateway);
    for (const [k, v] of Object.entries(this.signedParams(method, biz, extra))) url.searchParams.set(k, v);
    return url.toString();
  }

  async call(method: string, biz: Record<string, unknown>, extra: Record<string, string | undefined> = {}): Promise<AlipayAnswer> {
    const params = this.signedParams(method, biz, extra);
    const url = new URL(this.cfg.gateway);
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) {
      if (BODY_PARAMS.has(k)) body.set(k, v);
      else url.searchParams.set(k, v);
    }
    let status: number;
    let text: string;
    try {
      const res = await (this.deps.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
        body: body.toString(),
        signal: AbortSignal.timeout(this.deps.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      this.deps.log?.warn({ method, err: (err as Error).message }, 'Alipay gateway unreachable');
      throw new AlipayGatewayError(`Alipay ${method}: gateway unreachable (${(err as Error).message})`);
    }
    if (status !== 200) throw this.refusal(method, `HTTP ${status}`);
    return this.readAnswer(method, text);
  }

  /** Checks the signature over the raw member text, then parses it. */
  readAnswer(method: string, text: string): AlipayAnswer {
    const members = topLevelMembers(text);
    if (!members) throw this.refusal(method, 'the answer is not a JSON object');
    const key = `${method.replace(/\./g, '_')}_response`;
    const raw = members.get(key) ?? members.get('error_response');
    if (raw === undefined) throw this.refusal(method, `the answer has no ${key}`);
    const signRaw = members.get('sign');
    let sign: string | undefined;
    if (signRaw !== undefined) {
      try {
        sign = JSON.parse(signRaw) as string;
      } catch {
        sign = undefined;
      }
      if (typeof sign !== 'string' || !rsa2Verify(raw, sign, this.cfg.alipayPublicKey)) {
        this.deps.log?.warn({ method }, 'Alipay answer with a signature that does not verify');
        throw this.refusal(method, 'the answer signature does not verify');
      }
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      throw this.refusal(method, 'the answer is not valid JSON');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw this.refusal(method, 'the answer is not an object');
    const answer: AlipayAnswer = {
      code: str(body.code) ?? '',
      subCode: str(body.sub_code),
      msg: str(body.msg),
      subMsg: str(body.sub_msg),
      signed: sign !== undefined,
      body,
    };
    // Alipay leaves some refusals (a request it could not authenticate) unsigned; a success must be signed.
    if (answer.code === '10000' && !answer.signed) throw this.refusal(method, 'a successful answer without a signature');
    return answer;
  }

  refusal(method: string, why: string, answer?: AlipayAnswer): AlipayGatewayError {
    const detail = answer ? ` ${answer.code} ${answer.msg ?? ''} ${answer.subCode ?? ''} ${answer.subMsg ?? ''}`.trimEnd() : '';
    return new AlipayGatewayError(`Alipay ${method}: ${why}${detail}`, answer?.code, answer?.subCode);
  }
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

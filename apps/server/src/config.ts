import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Every setting of the server, read from the environment (see .env.example for the same list with defaults).
 * Limits and clocks are settings so a test can shorten a window or raise a limit without waiting.
 */
// An empty value (`PORT=` in .env) means "use the default", not zero or false.
const unset = (v: unknown) => (v === '' ? undefined : v);
const bool = z.preprocess(
  (v) => (typeof v === 'string' && v !== '' ? ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()) : unset(v)),
  z.boolean().optional(),
);
const int = (d: number) => z.preprocess(unset, z.coerce.number().int().nonnegative().default(d));

export const configSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Reviewed content: contract templates (templates/), the catalogue (catalogue/). Tests point it at a fixture copy. */
  CONTENT_DIR: z.preprocess(unset, z.string().default(fileURLToPath(new URL('../../../content', import.meta.url)))),
  /** Empty: embedded PGlite in DATA_DIR/pglite. Set: a PostgreSQL server. */
  DATABASE_URL: z.string().default(''),
  /** Connections each server instance keeps to the PostgreSQL server. */
  DATABASE_POOL_MAX: int(20),
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  /** Comma-separated origins allowed by CORS; empty: same origin only. */
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.string().default('info'),
  /** Where the built web app lives; empty disables static serving (API only). */
  WEB_DIST: z.string().default('apps/web/dist'),
  BODY_LIMIT_BYTES: int(1_048_576),
  /** Trust X-Forwarded-For from a proxy in front (client IPs for limits and login logs). */
  TRUST_PROXY: bool.default(false),

  /** HS256 secret for login tokens; when empty one is generated once and kept in the database. */
  JWT_SECRET: z.string().default(''),
  TOKEN_TTL_SECONDS: int(7 * 24 * 3600),
  TOKEN_RENEW_THRESHOLD_SECONDS: int(1800),
  /** How long an instance may reuse a checked login token without asking the database (0: never). Changes reach every instance at once through LISTEN/NOTIFY; this bounds the rest. */
  AUTH_CACHE_SECONDS: int(30),

  SMS_CODE_TTL_SECONDS: int(300),
  SMS_CODE_MAX_TRIES: int(5),
  SMS_PER_PHONE_INTERVAL_SECONDS: int(60),
  SMS_PER_PHONE_DAILY: int(10),
  SMS_PER_IP_HOURLY: int(30),
  CAPTCHA_DIFFICULTY_BITS: int(12),
  CAPTCHA_TTL_SECONDS: int(300),

  PASSWORD_FAIL_LIMIT: int(10),
  PASSWORD_FAIL_WINDOW_SECONDS: int(900),
  PASSWORD_LOCK_SECONDS: int(900),
  LOGIN_IP_PER_MINUTE: int(100),
  ELOGIN_TTL_SECONDS: int(1800),
  /** "E-mail me a login link" requests per address and per client IP, each per hour. */
  ELOGIN_MAIL_PER_EMAIL_HOURLY: int(5),
  ELOGIN_MAIL_PER_IP_HOURLY: int(20),
  /** Template problem reports accepted per client IP per hour (visitors may send them). */
  FEEDBACK_PER_IP_HOURLY: int(10),
  WX_QR_TTL_SECONDS: int(300),
  /** Drafting counts of the free-trial package every new account receives. */
  TRIAL_PACKAGE_COUNT: int(3),
  TRIAL_PACKAGE_DAYS: int(30),
  /** My Subscriptions: a running package subscription is 'due soon' within this many days of its expiry. */
  SUBSCRIPTION_DUE_SOON_DAYS: int(30),
  /** The same for a free trial, whose whole term is shorter (TRIAL_PACKAGE_DAYS): its last days only. */
  TRIAL_DUE_SOON_DAYS: int(7),

  /** sandbox (default) or aliyun. */
  SMS_PROVIDER: z.enum(['sandbox', 'aliyun']).default('sandbox'),
  /** sandbox (default) or smtp. */
  MAIL_PROVIDER: z.enum(['sandbox', 'smtp']).default('sandbox'),
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('LexBridge <no-reply@localhost>'),
  /** sandbox (default) or open (WeChat Open Platform QR connect). */
  WECHAT_PROVIDER: z.enum(['sandbox', 'open']).default('sandbox'),
  WECHAT_APP_ID: z.string().default(''),
  WECHAT_APP_SECRET: z.string().default(''),
  /** Base of the WeChat Open Platform endpoints; a test points it at a local fake. */
  WECHAT_API_BASE: z.string().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.string().default('https://open.weixin.qq.com'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().default(''),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().default(''),
  ALIYUN_SMS_SIGN_NAME: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().default(''),
  ALIYUN_SMS_ENDPOINT: z.string().default('https://dysmsapi.aliyuncs.com'),

  /** Payment providers: sandbox (default: a local wallet page confirms or declines) or real (the provider's gateway). */
  PAY_ALIPAY_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
  PAY_WECHAT_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
  /** HMAC key of the sandbox wallet's notifications; empty: generated once in DATA_DIR/sandbox-pay.key. */
  PAY_SANDBOX_KEY: z.string().default(''),
  /** An unpaid order closes this many minutes after it was created (the provider closes its trade then too). */
  ORDER_TIMEOUT_MINUTES: int(30),
  /** A paying order polled by its owner for longer than this asks the provider instead of waiting for its notification. */
  ORDER_REQUERY_SECONDS: int(10),
  /** Interval of the pass that closes timed-out orders and asks the providers about paying ones (0: off). */
  ORDER_SWEEP_SECONDS: int(60),
  /** Largest single top-up, in fen. */
  TOPUP_MAX_FEN: int(5_000_000),
  /** Tests only: the process kills itself at this named point (e.g. after-notify-log) to prove recovery. */
  FAULT_POINT: z.string().default(''),
  ALIPAY_APP_ID: z.string().default(''),
  /** Our application private key (PKCS#8 PEM, or a path to it). */
  ALIPAY_PRIVATE_KEY: z.string().default(''),
  /** Alipay's public key (PEM, or a path to it). */
  ALIPAY_PUBLIC_KEY: z.string().default(''),
  ALIPAY_GATEWAY: z.string().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_SIGN_TYPE: z.enum(['RSA2']).default('RSA2'),
  WECHATPAY_MCHID: z.string().default(''),
  WECHATPAY_APPID: z.string().default(''),
  /** Serial number of our merchant certificate. */
  WECHATPAY_SERIAL: z.string().default(''),
  /** Our merchant private key (PEM, or a path to it). */
  WECHATPAY_PRIVATE_KEY: z.string().default(''),
  /** The APIv3 key (32 bytes) that decrypts notifications. */
  WECHATPAY_APIV3_KEY: z.string().default(''),
  /** WeChat Pay platform certificates or public key, PEM(s) keyed by serial or key id (JSON object), or a path. */
  WECHATPAY_PLATFORM_CERTS: z.string().default(''),
  WECHATPAY_BASE_URL: z.string().default('https://api.mch.weixin.qq.com'),

  /** Seed the demo content on first start. */
  SEED_DEMO: bool.default(true),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = configSchema.parse(env);
  return { ...parsed, ...overrides };
}

/** Injected time, so tests can move the clock instead of waiting. */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can move. */
export class ManualClock implements Clock {
  constructor(private t = Date.UTC(2026, 0, 1, 2, 0, 0)) {}
  now() { return this.t; }
  advance(ms: number) { this.t += ms; }
  set(ms: number) { this.t = ms; }
}

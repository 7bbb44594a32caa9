import type { PaymentProviders } from './payments/index.ts';

/**
 * Provider interfaces. Each has a sandbox implementation (the embedded default: keeps state, obeys the same rules,
 * records what it "sends" in the outbox) and a real adapter configured by environment variables.
 */
export interface OutboxEntry {
  channel: 'sms' | 'mail';
  to: string;
  text: string;
  createdAt: number;
}

/** What sandbox providers "sent"; stored in the database so every server instance and test sees the same list. */
export interface Outbox {
  record(entry: Omit<OutboxEntry, 'createdAt'>): Promise<void>;
  /** Newest first; `to` keeps the entries whose recipient contains it. */
  list(limit?: number, to?: string): Promise<OutboxEntry[]>;
}

export interface SmsProvider {
  readonly sandbox: boolean;
  /** Sends a verification code. `text` is the full message in the user's language; `code` is for template-based gateways. */
  sendCode(to: { countryCode: string; phone: string }, code: string, text: string): Promise<void>;
}

export interface MailProvider {
  readonly sandbox: boolean;
  send(mail: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

export interface WechatIdentity {
  unionid: string;
  openid: string;
  nickname?: string;
  headImg?: string;
}

export interface WechatProvider {
  readonly sandbox: boolean;
  /** The URL the QR code encodes: WeChat's qrconnect page, or the local sandbox "phone" page. */
  authorizeUrl(state: string, redirectUri: string, lang: 'cn' | 'en'): string;
  /** OAuth code → access token → user identity (unionid). */
  exchangeCode(code: string): Promise<WechatIdentity>;
}

export interface Providers {
  sms: SmsProvider;
  mail: MailProvider;
  wechat: WechatProvider;
  /** Alipay and WeChat Pay (payments/: interface, sandbox, gateway adapters). */
  payments: PaymentProviders;
  /** Present only while a sandbox provider is active. */
  outbox: Outbox | null;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@lexbridge/db';
import type { Clock, Config } from '../../config.ts';
import { sandboxKeyLoader } from './sandbox/key.ts';
import { SandboxPaymentProvider } from './sandbox/sandbox.ts';
import type { PayChannel, PaymentProvider } from './types.ts';

/** The provider of each channel, chosen by PAY_ALIPAY_PROVIDER / PAY_WECHAT_PROVIDER. */
export interface PaymentProviders {
  alipay: PaymentProvider;
  wechat: PaymentProvider;
}

export function paymentProvider(providers: PaymentProviders, channel: PayChannel): PaymentProvider {
  return channel === 'alipay' ? providers.alipay : providers.wechat;
}

/** The sandbox providers in use, for the wallet page (which exists only while one is active). */
export function sandboxPaymentProviders(providers: PaymentProviders): SandboxPaymentProvider[] {
  return [providers.alipay, providers.wechat].filter((p): p is SandboxPaymentProvider => p instanceof SandboxPaymentProvider);
}

/**
 * Builds both channels. 'real' needs the gateway adapter of that channel; until it is part of the server a start
 * with 'real' stops with a message instead of taking orders it could never be paid for.
 */
export function createPaymentProviders(config: Config, db: Db, log: FastifyBaseLogger, clock: Clock): PaymentProviders {
  const key = sandboxKeyLoader(config.PAY_SANDBOX_KEY, config.DATA_DIR);
  const sandbox = (channel: PayChannel) => new SandboxPaymentProvider(channel, { db, clock, log, publicUrl: config.PUBLIC_URL, key });
  for (const [setting, value] of [['PAY_ALIPAY_PROVIDER', config.PAY_ALIPAY_PROVIDER], ['PAY_WECHAT_PROVIDER', config.PAY_WECHAT_PROVIDER]] as const) {
    if (value === 'real') throw new Error(`${setting}=real: this server has no gateway adapter for that channel yet; use sandbox`);
  }
  return { alipay: sandbox('alipay'), wechat: sandbox('wechat') };
}

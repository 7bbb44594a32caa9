import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@lexbridge/db';
import type { Clock, Config } from '../../config.ts';
import { createAlipayProvider } from './alipay/index.ts';
import { sandboxKeyLoader } from './sandbox/key.ts';
import { SandboxPaymentProvider } from './sandbox/sandbox.ts';
import type { PayChannel, PaymentProvider } from './types.ts';
import { createWechatPayProvider } from './wechatpay/index.ts';

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
 * Builds both channels: the sandbox by default, or the gateway adapter ('real'), which reads and checks its keys
 * now, so a server with a wrong payment setting stops at start with the setting's name.
 */
export function createPaymentProviders(config: Config, db: Db, log: FastifyBaseLogger, clock: Clock): PaymentProviders {
  const key = sandboxKeyLoader(config.PAY_SANDBOX_KEY, config.DATA_DIR);
  const sandbox = (channel: PayChannel) => new SandboxPaymentProvider(channel, { db, clock, log, publicUrl: config.PUBLIC_URL, key });
  return {
    alipay: config.PAY_ALIPAY_PROVIDER === 'real' ? createAlipayProvider(config, { clock, log }) : sandbox('alipay'),
    wechat: config.PAY_WECHAT_PROVIDER === 'real' ? createWechatPayProvider(config, { clock, log }) : sandbox('wechat'),
  };
}

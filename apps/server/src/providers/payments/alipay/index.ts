import type { AlipayDeps } from './client.ts';
import { createProviderFromSettings, type AlipayProvider } from './provider.ts';
import type { AlipaySettings } from './settings.ts';

export type { AlipayDeps, AlipayLog } from './client.ts';
export { AlipayGatewayError } from './client.ts';
export type { AlipayProvider } from './provider.ts';
export type { AlipaySettings } from './settings.ts';

/**
 * The real Alipay provider. Reads and checks the application id, our private key and Alipay's public key at once, so
 * a wrong setting stops the start with the setting's name.
 */
export function createAlipayProvider(settings: AlipaySettings, deps: AlipayDeps): AlipayProvider {
  return createProviderFromSettings(settings, deps);
}

import type { PaymentProvider } from '../types.ts';
import type { WechatPayDeps } from './client.ts';
import { createProviderFromSettings } from './provider.ts';
import type { WechatPaySettings } from './settings.ts';

export type { WechatPayDeps, WechatPayLog } from './client.ts';
export { WechatPayGatewayError } from './client.ts';
export type { WechatPaySettings } from './settings.ts';

/**
 * The real WeChat Pay provider. Reads and checks the merchant key, the APIv3 key and the platform keys at once, so
 * a wrong setting stops the start with the setting's name.
 */
export function createWechatPayProvider(settings: WechatPaySettings, deps: WechatPayDeps): PaymentProvider {
  return createProviderFromSettings(settings, deps);
}

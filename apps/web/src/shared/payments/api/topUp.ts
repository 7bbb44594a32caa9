import type { OrderView, ProviderMethod } from '../types.ts';
import { request } from '../../api/client.ts';
import { getAttribution } from '../../attribution.ts';

/** POST /balance/topup — a top-up order for `amount` yuan and its Alipay or WeChat Pay payment, in one call (PC). */
export function topUp(body: { amount: string; method: ProviderMethod; platform: 'pc' | 'mobile' }): Promise<OrderView> {
  return request<OrderView>('POST', '/balance/topup', { data: { ...getAttribution(), ...body } });
}

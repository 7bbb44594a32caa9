import { request } from '../../api/client.ts';

/** DELETE /contracts — removes the contracts from the personal centre (empty ids → 'Please select contracts'). */
export function deleteContracts(ids: number[]): Promise<unknown> {
  return request('DELETE', '/contracts', { data: { ids } });
}

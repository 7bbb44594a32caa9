import { request } from '../../api/client.ts';

/** PUT /contracts/move — into a custom group, or the default group when `groupId` is null. */
export function moveContracts(ids: number[], groupId: number | null): Promise<unknown> {
  return request('PUT', '/contracts/move', { data: { ids, groupId } });
}

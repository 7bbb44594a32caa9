import type { ContractGroup } from '@lexbridge/contract/api/drafting';
import { request } from '../../api/client.ts';

/** POST /contractGroups — a custom group (1-20 characters, unique per user). */
export function createGroup(name: string): Promise<ContractGroup> {
  return request<ContractGroup>('POST', '/contractGroups', { data: { name } });
}

import { useQuery } from '@tanstack/react-query';
import type { InfoView } from '@lexbridge/contract/api/fapiao';
import { request } from '../../api/client.ts';
import { infosKey } from '../keys.ts';

export interface InfosAnswer {
  list: InfoView[];
  /** How many sets may be saved (spec §9: 3). */
  max: number;
}

/** GET /fapiao/infos — the saved information sets, oldest first, one of them the default. */
export function listInfos(): Promise<InfosAnswer> {
  return request<InfosAnswer>('GET', '/fapiao/infos');
}

export function useFapiaoInfos() {
  return useQuery({ queryKey: infosKey, queryFn: listInfos });
}

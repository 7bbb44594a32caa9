import { useOverview } from '../drafting/api/getOverview.ts';

/** The account overview's counts: generated contracts and favourites, from GET /contracts/overview. */
export interface CenterCounts {
  contracts: number;
  favourites: number;
}

export function useCenterCounts(): CenterCounts {
  const overview = useOverview().data;
  return { contracts: overview?.contractCount ?? 0, favourites: overview?.favouriteCount ?? 0 };
}

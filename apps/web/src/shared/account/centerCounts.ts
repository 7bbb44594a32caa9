/**
 * The account overview's counts. Contract drafting and favourites are later parts of the product and keep no rows
 * yet, so every account truly has none: the counts are zero until those parts add their sources here.
 */
export interface CenterCounts {
  contracts: number;
  favourites: number;
}

export function useCenterCounts(): CenterCounts {
  return { contracts: 0, favourites: 0 };
}

import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { catalogueKey, useViewer } from '../keys.ts';
import type { PackagesAnswer } from '../types.ts';

/** GET /productpkgs — packages for sale of one product type, in catalogue order (spec §7: page 1 of 50). */
export function listPackages(productType: number, close = false): Promise<PackagesAnswer> {
  return request<PackagesAnswer>('GET', '/productpkgs', { params: { productType, english: false, close, pageNo: 1, pageSize: 50 } });
}

export function usePackages(productType: number) {
  const viewer = useViewer();
  return useQuery({ queryKey: catalogueKey(viewer, 'packages', productType), queryFn: () => listPackages(productType) });
}

import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { catalogueKey, useViewer } from '../keys.ts';
import type { PackageItem } from '../types.ts';

/** GET /productpkgs/hot — the hot packages of a product type, at most six. */
export function getHotPackages(productType: number): Promise<PackageItem[]> {
  return request<PackageItem[]>('GET', '/productpkgs/hot', { params: { productType } });
}

export function useHotPackages(productType: number) {
  const viewer = useViewer();
  return useQuery({ queryKey: catalogueKey(viewer, 'hotPackages', productType), queryFn: () => getHotPackages(productType) });
}

import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { catalogueKey, useViewer } from '../keys.ts';
import type { PackageDetail } from '../types.ts';

/** GET /productpkgs/{id} — a package with its introduction and its templates by category. */
export function getPackage(id: string): Promise<PackageDetail> {
  return request<PackageDetail>('GET', `/productpkgs/${encodeURIComponent(id)}`);
}

export function usePackage(id: string | undefined) {
  const viewer = useViewer();
  return useQuery({ queryKey: catalogueKey(viewer, 'package', id), queryFn: () => getPackage(id!), enabled: !!id });
}

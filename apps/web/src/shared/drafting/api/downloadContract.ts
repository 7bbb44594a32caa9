import type { DownloadFormat, LayoutName } from '@lexbridge/contract/api/drafting';
import { download } from '../../api/download.ts';

/**
 * GET /contracts/{id}/download — saves the DOCX or PDF under the name the server gives (Content-Disposition, Chinese
 * names intact). Resolves to that name. An unpaid contract answers CONTRACT_UNPAID, shown as a toast.
 */
export function downloadContract(id: number, format: DownloadFormat, layout: LayoutName, version?: number): Promise<string> {
  return download(`/contracts/${id}/download`, { params: { format, layout, version }, fallbackName: `contract-${id}.${format}` });
}

import { usePageParams } from '../../routes/pageContext.ts';
import { isRequestNo, useFapiaoRequest } from './api/getRequest.ts';

/**
 * The request a details page names in its address (`invoiceDetails/:id`): `loading` while it is read; no request
 * when the server does not know it, or when the address is no request number at all (then the server is not asked,
 * and the page says 'not found' at once).
 */
export function useRequestOfPage() {
  const { id = '' } = usePageParams();
  const request = useFapiaoRequest(id);
  return { request: request.data, loading: request.isPending && isRequestNo(id) };
}

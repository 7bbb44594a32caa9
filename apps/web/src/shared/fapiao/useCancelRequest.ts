import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelRequest } from './api/cancelRequest.ts';
import { fapiaoRoot } from './keys.ts';

/**
 * Cancels a request (only while 1 Request Received) once `confirm` agrees; the lists and the selectable orders are
 * read again afterwards, also after a refusal (which the API client has shown). `busy` names the request on its way.
 */
export function useCancelRequest(say: (text: string) => void, confirm: () => Promise<boolean> = async () => true) {
  const { t } = useTranslation('fapiao');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const cancel = async (requestNo: string) => {
    if (!(await confirm())) return;
    setBusy(requestNo);
    try {
      await cancelRequest(requestNo);
      say(t('action.cancelled'));
    } catch {
      // the API client has shown why
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
    }
  };
  return { cancel, busy };
}

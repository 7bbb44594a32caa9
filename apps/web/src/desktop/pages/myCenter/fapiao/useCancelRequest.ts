import { useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelRequest } from '../../../../shared/fapiao/api/cancelRequest.ts';
import { fapiaoRoot } from '../../../../shared/fapiao/keys.ts';

/** Cancel a request (while 1 Request Received): the lists and the selectable orders are read again afterwards. */
export function useCancelRequest() {
  const { t } = useTranslation('fapiao');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const cancel = async (requestNo: string) => {
    setBusy(requestNo);
    try {
      await cancelRequest(requestNo);
      void message.success(t('action.cancelled'));
    } catch {
      // the API client has shown why
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
    }
  };
  return { cancel, busy };
}

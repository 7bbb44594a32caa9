import { useState } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelRequest } from '../../../../shared/fapiao/api/cancelRequest.ts';
import { fapiaoRoot } from '../../../../shared/fapiao/keys.ts';

/** Cancel a request after confirming (only while 1 Request Received); the lists are read again afterwards. */
export function useCancel() {
  const { t } = useTranslation('fapiao');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const cancel = async (requestNo: string) => {
    const sure = await Dialog.confirm({ content: t('action.cancelConfirm'), confirmText: t('action.cancel'), cancelText: t('action.keep') });
    if (!sure) return;
    setBusy(requestNo);
    try {
      await cancelRequest(requestNo);
      Toast.show({ icon: 'success', content: t('action.cancelled') });
    } catch {
      // the API client has shown why
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
    }
  };
  return { cancel, busy };
}

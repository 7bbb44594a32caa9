import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCancelRequest } from '../../../../shared/fapiao/useCancelRequest.ts';

/** Cancel a request on a phone after a confirmation dialog; success in a toast. */
export function useCancel() {
  const { t } = useTranslation('fapiao');
  return useCancelRequest(
    (text) => Toast.show({ icon: 'success', content: text }),
    () => Dialog.confirm({ content: t('action.cancelConfirm'), confirmText: t('action.cancel'), cancelText: t('action.keep') }),
  );
}

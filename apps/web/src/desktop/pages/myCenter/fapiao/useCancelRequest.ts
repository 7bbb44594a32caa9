import { App } from 'antd';
import { useCancelRequest as useCancel } from '../../../../shared/fapiao/useCancelRequest.ts';

/** Cancel a request on the desktop (the page's Popconfirm has asked): success in a message. */
export function useCancelRequest() {
  const { message } = App.useApp();
  return useCancel((text) => void message.success(text));
}

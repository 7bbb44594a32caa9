import { useEffect } from 'react';
import { App } from 'antd';
import { setNotifier } from '../shared/api/notifier.ts';

/** Gives the API client antd's `message` (themed by the ConfigProvider) for its toasts. */
export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setNotifier({
      error: (text, ms) => void message.error(text, ms / 1000),
      info: (text, ms) => void message.info(text, ms / 1000),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}

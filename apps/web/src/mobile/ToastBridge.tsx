import { useEffect } from 'react';
import { Toast } from 'antd-mobile';
import { setNotifier } from '../shared/api/notifier.ts';

/** Gives the API client antd-mobile's Toast for its messages. */
export function ToastBridge() {
  useEffect(() => {
    setNotifier({
      error: (text, ms) => void Toast.show({ content: text, icon: 'fail', duration: ms }),
      info: (text, ms) => void Toast.show({ content: text, duration: ms }),
    });
    return () => setNotifier(null);
  }, []);
  return null;
}

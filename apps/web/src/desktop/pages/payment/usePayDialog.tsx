import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isLoggedIn } from '../../../shared/auth/authState.ts';
import { phoneLoginPath } from '../../../shared/locate.ts';
import { useLang } from '../../../shared/hooks/useLang.ts';
import type { OrderView, PayItem } from '../../../shared/payments/types.ts';
import { PaymentDialog } from './PaymentDialog.tsx';

/**
 * Opens the payment dialog from any desktop page: `pay.open(item)`, and render `pay.dialog`. A visitor is sent to
 * the SMS login first, coming back to the page they were on (spec §4).
 */
export function usePayDialog(opts: { onPaid?: (order: OrderView) => void } = {}): { open(item: PayItem): void; dialog: ReactNode } {
  const [item, setItem] = useState<PayItem | null>(null);
  const navigate = useNavigate();
  const lang = useLang();
  const { pathname, search } = useLocation();
  return {
    open: (next) => {
      if (!isLoggedIn()) {
        navigate(phoneLoginPath('pc', lang, pathname + search));
        return;
      }
      setItem(next);
    },
    dialog: item ? <PaymentDialog item={item} onClose={() => setItem(null)} onPaid={opts.onPaid} /> : null,
  };
}

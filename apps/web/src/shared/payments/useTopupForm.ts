import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/ApiError.ts';
import { useLang } from '../hooks/useLang.ts';
import { topupIssues } from './topupForm.ts';
import type { PayMethod, ProviderMethod } from './types.ts';

export interface TopupErrors {
  amount?: string;
  method?: string;
}

/**
 * The top-up form of both sites: the amount and the method, their §5 messages (from the call's own schema before
 * sending, from the server's refusal after), each cleared as its field changes, and one submission at a time (a ref,
 * not state, guards it, so a double tap sends once). `send` opens the top-up the site's way once the form passes.
 */
export function useTopupForm(send: (amount: string, method: ProviderMethod) => Promise<void>) {
  const { t } = useTranslation('validation');
  const lang = useLang();
  const [amount, setAmountValue] = useState('');
  const [method, setMethodValue] = useState<ProviderMethod | null>(null);
  const [errors, setErrors] = useState<TopupErrors>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const setAmount = (value: string) => {
    setAmountValue(value);
    setErrors((x) => ({ ...x, amount: undefined }));
  };
  // The pickers offer only Alipay and WeChat Pay here: the balance cannot top itself up.
  const setMethod = (value: PayMethod) => {
    setMethodValue(value as ProviderMethod);
    setErrors((x) => ({ ...x, method: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busyRef.current) return;
    const issues = topupIssues({ amount, method });
    setErrors({ amount: issues.amount && t(`validation:${issues.amount}`), method: issues.method && t(`validation:${issues.method}`) });
    if (issues.amount || issues.method || !method) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await send(amount.trim(), method);
    } catch (err) {
      if (isApiError(err)) {
        const fields = err.fieldMessages(lang);
        setErrors({ amount: fields.amount, method: fields.method });
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return { amount, setAmount, method, setMethod, errors, busy, submit };
}

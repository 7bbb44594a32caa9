import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../api/notifier.ts';
import { handleLostLogin } from '../../auth/lostLogin.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { FormLike } from '../form/formLike.ts';
import { placeError } from '../form/placeError.ts';

/**
 * Shows a refused submission where it belongs (see placeError): under a field, in the form's alert, or as a toast.
 * Calls made by the account forms are quiet, so this is the only place their failures are shown.
 */
export function useFormErrors(form: FormLike, fields: readonly string[]) {
  const lang = useLang();
  const { t } = useTranslation('http');
  const [alert, setAlert] = useState<string | null>(null);

  const show = useCallback(
    (error: unknown): number | null => {
      const placed = placeError(error, lang, fields, t('fallback'));
      const entries = Object.entries(placed.fields);
      if (entries.length > 0) form.setFields(entries.map(([name, text]) => ({ name, errors: [text] })));
      setAlert(placed.alert);
      if (placed.toast) notifyError(placed.toast);
      if (placed.lostLogin) handleLostLogin();
      return placed.code;
    },
    [form, fields, lang, t],
  );

  return { alert, clearAlert: useCallback(() => setAlert(null), []), show };
}

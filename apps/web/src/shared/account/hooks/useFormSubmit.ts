import { useCallback, useState } from 'react';

interface ErrorSink {
  clearAlert(): void;
  show(error: unknown): unknown;
}

/**
 * The submit step every account form shares: busy while the call runs, the previous alert cleared, a refusal shown
 * through the form's error placement. `keepBusyOnSuccess` is for forms that leave the page when they succeed.
 */
export function useFormSubmit<V>(errors: ErrorSink, action: (values: V) => Promise<unknown>, opts: { keepBusyOnSuccess?: boolean } = {}) {
  const [submitting, setSubmitting] = useState(false);
  const { keepBusyOnSuccess = false } = opts;
  const submit = useCallback(
    async (values: V) => {
      setSubmitting(true);
      errors.clearAlert();
      try {
        await action(values);
        if (!keepBusyOnSuccess) setSubmitting(false);
      } catch (e) {
        errors.show(e);
        setSubmitting(false);
      }
    },
    [errors, action, keepBusyOnSuccess],
  );
  return { submitting, submit };
}

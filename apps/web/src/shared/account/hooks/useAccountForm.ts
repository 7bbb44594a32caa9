import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accountForms, toApi, type AccountFormName } from '../form/accountForms.ts';
import type { FormLike } from '../form/formLike.ts';
import { schemaRules } from '../form/schemaRules.ts';

/**
 * Rules for one account form: `rule('phone')` checks a field with the form's contract schema (see schemaRules).
 * `extra` adds values the form does not show (the WeChat ticket).
 */
export function useAccountForm(form: FormLike, name: AccountFormName, extra: Record<string, unknown> = {}) {
  const { t } = useTranslation('validation');
  const spec = accountForms[name];
  const extraKey = JSON.stringify(extra);
  return useMemo(() => {
    const values = () => toApi({ ...form.getFieldsValue(true), ...extra }, spec.fields);
    return {
      rule: schemaRules(spec.schema, values, t),
      values,
    };
    // `extra` is compared by value (extraKey): callers pass a fresh object literal on every render.
  }, [form, spec, t, extraKey]);
}

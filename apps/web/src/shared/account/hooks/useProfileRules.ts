import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormLike } from '../form/formLike.ts';
import { issuesByField, validationText, type ValidatorRule } from '../form/schemaRules.ts';
import { accountForms, toApi } from '../form/accountForms.ts';
import { useAccountForm } from './useAccountForm.ts';

/**
 * The profile form's rules. Province and city: the contract needs both when the location is China and reports a
 * missing one on `province`; the form says it under whichever of the two is empty, with the same message.
 */
export function useProfileRules(form: FormLike) {
  const { t } = useTranslation('validation');
  const { rule } = useAccountForm(form, 'profile');
  const locationRule = useMemo(() => {
    const spec = accountForms.profile;
    return (field: 'province' | 'city'): ValidatorRule => ({
      validator: async (_rule, value) => {
        const china = form.getFieldValue('locationKind') === 'china';
        if (china && !(typeof value === 'string' && value.trim())) throw new Error(validationText(t, 'areaRequired'));
        const key = issuesByField(spec.schema, toApi(form.getFieldsValue(true), spec.fields))[field];
        if (key && key !== 'areaRequired') throw new Error(validationText(t, key));
      },
    });
  }, [form, t]);
  return { rule, locationRule };
}

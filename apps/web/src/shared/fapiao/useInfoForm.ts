import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InfoView } from '@lexbridge/contract/api/fapiao';
import type { FormLike } from '../account/form/formLike.ts';
import { useFormErrors } from '../account/hooks/useFormErrors.ts';
import { createInfo } from './api/createInfo.ts';
import { updateInfo } from './api/updateInfo.ts';
import { fapiaoRoot } from './keys.ts';
import { infoFormValues, infoInput, INFO_FORM_FIELDS, useInfoRules } from './rules.ts';

type InfoFormInstance = FormLike & { resetFields(): void; setFieldsValue(values: Record<string, unknown>): void };

interface Options {
  open: boolean;
  /** The set being edited; null adds a new one. */
  editing: InfoView | null;
  onClose: () => void;
  onSaved?: (info: InfoView) => void;
  /** Shows a success message the site's way. */
  say: (text: string) => void;
}

/**
 * The information-set form of both sites: filled in afresh each time it opens, its rules (the fields the fapiao type
 * requires, with the server's messages), a person's fallback from Special VAT, and saving: the set is added or
 * updated, the fapiao lists read again, the server's refusal placed under its fields.
 */
export function useInfoForm(form: InfoFormInstance, { open, editing, onClose, onSaved, say }: Options) {
  const { t } = useTranslation('fapiao');
  const queryClient = useQueryClient();
  const rule = useInfoRules(form);
  const errors = useFormErrors(form, INFO_FORM_FIELDS);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(infoFormValues(editing));
  }, [open, editing, form]);

  const onValuesChange = (changed: Record<string, unknown>) => {
    // A person cannot take a Special VAT fapiao: switching to Individual falls back to the general one.
    if (changed.issuerType === 'individual' && form.getFieldValue('fapiaoType') === 'special_vat') form.setFieldValue('fapiaoType', 'general_vat');
  };

  /** Saves what the form holds (the caller has had it validated). */
  const save = async () => {
    setSaving(true);
    try {
      const body = infoInput(form.getFieldsValue(true));
      const saved = editing ? await updateInfo(editing.id, body) : await createInfo(body);
      await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
      say(t('info.saved'));
      onSaved?.(saved);
      onClose();
    } catch (e) {
      errors.show(e);
    } finally {
      setSaving(false);
    }
  };

  return { rule, saving, save, onValuesChange };
}

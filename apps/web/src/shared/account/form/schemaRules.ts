import type { ZodType } from 'zod';

/**
 * Form rules taken from the contract's zod schemas, so a form refuses exactly what the server refuses, with the same
 * §5 message. A field is checked by parsing the whole form (as the API will receive it) and keeping the first issue
 * on that field: refinements that compare fields (passwords that must match, a new password that must differ, a
 * phone that must fit its country code) land where the server puts them.
 */
export type Translate = (key: string) => string;

/** The rule shape rc-field-form takes (antd and antd-mobile). */
export interface ValidatorRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** First issue key (a `validation` locale key) per top-level field, or null when the values pass. */
export function issuesByField(schema: ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/** Message text for a contract key; a key the locale does not know falls back to the generic "invalid input". */
export function validationText(t: Translate, key: string): string {
  const text = t(`validation:${key}`);
  return text && text !== `validation:${key}` && text !== key ? text : t('validation:invalid');
}

/**
 * Rule factory for one form: `rule('password')` validates that field against `schema`, reading the other fields
 * through `values()` (the form's values shaped for the API).
 */
export function schemaRules(schema: ZodType, values: () => unknown, t: Translate) {
  return (field: string): ValidatorRule => ({
    validator: async () => {
      const key = issuesByField(schema, values())[field];
      if (key) throw new Error(validationText(t, key));
    },
  });
}

/**
 * The part of a form instance the shared account logic uses. antd's and antd-mobile's forms (both rc-field-form)
 * satisfy it, so the rules, the SMS sender and the error placement serve both sites.
 */
export interface FormLike {
  getFieldValue(name: string): unknown;
  getFieldsValue(all: true): Record<string, unknown>;
  setFieldValue(name: string, value: unknown): void;
  setFields(fields: Array<{ name: string; errors?: string[]; value?: unknown }>): void;
  validateFields(names?: string[]): Promise<unknown>;
}

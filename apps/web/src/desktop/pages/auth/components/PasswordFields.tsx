import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ValidatorRule } from '../../../../shared/account/form/schemaRules.ts';

/** A new password with the §5 rule as its hint, and its confirmation (re-checked when the first one changes). */
export function NewPasswordFields({ rule, label }: { rule: (field: string) => ValidatorRule; label?: string }) {
  const { t } = useTranslation(['auth', 'validation']);
  return (
    <>
      <Form.Item name="password" label={label ?? t('auth:field.password')} rules={[rule('password')]} extra={t('validation:passwordRule')} required>
        <Input.Password autoComplete="new-password" placeholder={t('auth:placeholder.newPassword')} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('auth:field.confirmPassword')} rules={[rule('confirmPassword')]} dependencies={['password']} required>
        <Input.Password autoComplete="new-password" placeholder={t('auth:placeholder.confirmPassword')} />
      </Form.Item>
    </>
  );
}

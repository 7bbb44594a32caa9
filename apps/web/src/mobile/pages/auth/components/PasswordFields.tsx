import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ValidatorRule } from '../../../../shared/account/form/schemaRules.ts';

/** A new password with the §5 rule as its hint, and its confirmation. */
export function NewPasswordFields({ rule, label }: { rule: (field: string) => ValidatorRule; label?: string }) {
  const { t } = useTranslation(['auth', 'validation']);
  return (
    <>
      <Form.Item name="password" label={label ?? t('auth:field.password')} rules={[rule('password')]} description={t('validation:passwordRule')} required>
        <Input type="password" autoComplete="new-password" placeholder={t('auth:placeholder.newPassword')} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('auth:field.confirmPassword')} rules={[rule('confirmPassword')]} dependencies={['password']} required>
        <Input type="password" autoComplete="new-password" placeholder={t('auth:placeholder.confirmPassword')} />
      </Form.Item>
    </>
  );
}

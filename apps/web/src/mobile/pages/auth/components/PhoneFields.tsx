import { useMemo } from 'react';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../../shared/account/phone.ts';
import type { ValidatorRule } from '../../../../shared/account/form/schemaRules.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { NativeSelect } from './NativeSelect.tsx';

/** Country code (28 codes, default +86) and the national number side by side under one label. */
export function PhoneFields({ rule }: { rule: (field: string) => ValidatorRule }) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const options = useMemo(() => countryOptions(lang).map((o) => ({ value: o.value, label: `+${o.dial} ${o.name}` })), [lang]);
  return (
    <Form.Item label={t('field.phone')} required>
      <div className="lb-m-phone">
        <Form.Item name="countryCode" noStyle rules={[rule('countryCode')]}>
          <NativeSelect className="lb-m-phone__country" options={options} aria-label={t('field.countryCode')} />
        </Form.Item>
        <Form.Item name="phone" noStyle rules={[rule('phone')]}>
          <Input className="lb-m-phone__number" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={15} placeholder={t('placeholder.phone')} aria-label={t('field.phone')} />
        </Form.Item>
      </div>
    </Form.Item>
  );
}

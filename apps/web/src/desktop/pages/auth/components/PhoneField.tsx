import { useMemo } from 'react';
import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryOptions, countrySearchText } from '../../../../shared/account/phone.ts';
import type { ValidatorRule } from '../../../../shared/account/form/schemaRules.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';

interface Props {
  /** The antd form's `name`: field ids are `<form>_<field>`, which the label points at. */
  formName: string;
  rule: (field: string) => ValidatorRule;
}

/** Country code (28 codes of spec §3, default +86) and the national number on one line, under one label. */
export function PhoneField({ formName, rule }: Props) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const options = useMemo(
    () => countryOptions(lang).map((o) => ({ value: o.value, label: `+${o.dial}`, name: o.name, dial: o.dial, search: countrySearchText(o.value) })),
    [lang],
  );
  return (
    <Form.Item label={t('field.phone')} htmlFor={`${formName}_phone`} required>
      <Space.Compact block>
        <Form.Item name="countryCode" noStyle rules={[rule('countryCode')]}>
          <Select
            aria-label={t('field.countryCode')}
            className="lb-country"
            options={options}
            popupMatchSelectWidth={280}
            showSearch={{ filterOption: (input, option) => (option?.search ?? '').includes(input.trim().toLowerCase()) }}
            optionRender={(o) => (
              <span className="lb-country__option">
                <span>{o.data.name}</span>
                <span className="lb-country__dial">+{o.data.dial}</span>
              </span>
            )}
          />
        </Form.Item>
        <Form.Item name="phone" noStyle rules={[rule('phone')]}>
          <Input inputMode="numeric" autoComplete="tel-national" maxLength={15} placeholder={t('placeholder.phone')} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

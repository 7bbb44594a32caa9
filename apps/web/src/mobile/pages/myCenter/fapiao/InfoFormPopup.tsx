import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input, Popup, Radio, Space, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FAPIAO_ISSUER_TYPES, FAPIAO_TYPES, type FapiaoIssuerType, type FapiaoType, type InfoView } from '@lexbridge/contract/api/fapiao';
import { useFormErrors } from '../../../../shared/account/hooks/useFormErrors.ts';
import { createInfo } from '../../../../shared/fapiao/api/createInfo.ts';
import { updateInfo } from '../../../../shared/fapiao/api/updateInfo.ts';
import { fapiaoRoot } from '../../../../shared/fapiao/keys.ts';
import { infoInput, INFO_FORM_FIELDS, requiredMarks, useInfoRules } from '../../../../shared/fapiao/rules.ts';

const COMPANY_FIELDS = [
  { name: 'taxpayerId', max: 20 },
  { name: 'bankName', max: 100 },
  { name: 'bankAccount', max: 40 },
  { name: 'regAddress', max: 200 },
  { name: 'regTelephone', max: 30 },
] as const;

const EMPTY = { issuerType: 'enterprise', fapiaoType: 'general_vat', title: '', taxpayerId: '', bankName: '', bankAccount: '', regAddress: '', regTelephone: '', isDefault: false };

/** Add or edit an information set on a phone: the fields of the fapiao type marked and checked with the server's messages. */
export function InfoFormPopup({ open, editing, onClose, onSaved }: { open: boolean; editing: InfoView | null; onClose: () => void; onSaved?: (info: InfoView) => void }) {
  const { t } = useTranslation('fapiao');
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const rule = useInfoRules(form);
  const errors = useFormErrors(form, INFO_FORM_FIELDS);
  const [saving, setSaving] = useState(false);
  const [issuerType, setIssuer] = useState<FapiaoIssuerType>('enterprise');
  const [fapiaoType, setType] = useState<FapiaoType>('general_vat');
  const required = requiredMarks(issuerType, fapiaoType);
  const person = issuerType === 'individual';

  useEffect(() => {
    if (!open) return;
    const values = editing ? { ...EMPTY, ...Object.fromEntries(Object.entries(editing).map(([k, v]) => [k, v ?? ''])) } : EMPTY;
    form.resetFields();
    form.setFieldsValue(values);
    setIssuer(values.issuerType as FapiaoIssuerType);
    setType(values.fapiaoType as FapiaoType);
  }, [open, editing, form]);

  const submit = async () => {
    setSaving(true);
    try {
      const body = infoInput(form.getFieldsValue(true));
      const saved = editing ? await updateInfo(editing.id, body) : await createInfo(body);
      await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
      Toast.show({ icon: 'success', content: t('info.saved') });
      onSaved?.(saved);
      onClose();
    } catch (e) {
      errors.show(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="lb-m-sheet lb-m-fp-sheet" forceRender>
      <h2 className="lb-m-sheet__title">{editing ? t('info.editTitle') : t('info.addTitle')}</h2>
      <p className="lb-m-muted lb-m-fp-note">{t('info.requiredNote')}</p>
      <Form
        form={form}
        name="m-fapiao-info"
        layout="vertical"
        initialValues={EMPTY}
        onFinish={() => void submit()}
        onValuesChange={(changed: Record<string, unknown>) => {
          if (changed.issuerType) {
            setIssuer(changed.issuerType as FapiaoIssuerType);
            // A person cannot take a Special VAT fapiao: switching to Individual falls back to the general one.
            if (changed.issuerType === 'individual' && form.getFieldValue('fapiaoType') === 'special_vat') {
              form.setFieldValue('fapiaoType', 'general_vat');
              setType('general_vat');
            }
          }
          if (changed.fapiaoType) setType(changed.fapiaoType as FapiaoType);
        }}
        footer={
          <div className="lb-m-fp-buttons">
            <Button block onClick={onClose}>
              {t('info.cancel')}
            </Button>
            <Button block color="primary" type="submit" loading={saving}>
              {t('info.save')}
            </Button>
          </div>
        }
      >
        <Form.Item name="issuerType" label={t('field.issuerType')} required>
          <Radio.Group>
            <Space>
              {FAPIAO_ISSUER_TYPES.map((v) => (
                <Radio key={v} value={v}>
                  {t(`issuer.${v}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="fapiaoType" label={t('field.fapiaoType')} required rules={[rule('fapiaoType')]} dependencies={['issuerType']} description={person ? t('info.specialNote') : undefined}>
          <Radio.Group>
            <Space direction="vertical">
              {FAPIAO_TYPES.map((v) => (
                <Radio key={v} value={v} disabled={person && v === 'special_vat'}>
                  {t(`type.${v}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="title" label={t('field.title')} required rules={[rule('title')]} dependencies={['issuerType', 'fapiaoType']}>
          <Input maxLength={100} autoComplete={person ? 'name' : 'organization'} />
        </Form.Item>
        {!person &&
          COMPANY_FIELDS.map((f) => (
            <Form.Item key={f.name} name={f.name} label={t(`field.${f.name}`)} required={required.has(f.name)} rules={[rule(f.name)]} dependencies={['issuerType', 'fapiaoType']}>
              <Input maxLength={f.max} />
            </Form.Item>
          ))}
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox disabled={editing?.isDefault}>{t('field.isDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Popup>
  );
}

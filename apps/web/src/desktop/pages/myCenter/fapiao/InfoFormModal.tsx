import { useEffect, useState } from 'react';
import { App, Checkbox, Form, Input, Modal, Radio } from 'antd';
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

interface Props {
  open: boolean;
  /** The set being edited; null adds a new one. */
  editing: InfoView | null;
  onClose: () => void;
  onSaved?: (info: InfoView) => void;
}

/**
 * Add or edit a fapiao information set. The fields a fapiao type requires are marked and checked with the server's
 * messages (Individual: title; Enterprise general VAT: title and taxpayer id; Special VAT: every field); a person
 * cannot take a Special VAT fapiao and has no company fields.
 */
export function InfoFormModal({ open, editing, onClose, onSaved }: Props) {
  const { t } = useTranslation('fapiao');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const rule = useInfoRules(form);
  const errors = useFormErrors(form, INFO_FORM_FIELDS);
  const [saving, setSaving] = useState(false);
  const issuerType = (Form.useWatch('issuerType', form) ?? 'enterprise') as FapiaoIssuerType;
  const fapiaoType = (Form.useWatch('fapiaoType', form) ?? 'general_vat') as FapiaoType;
  const required = requiredMarks(issuerType, fapiaoType);
  const person = issuerType === 'individual';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing ? { ...EMPTY, ...Object.fromEntries(Object.entries(editing).map(([k, v]) => [k, v ?? ''])) } : EMPTY);
  }, [open, editing, form]);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body = infoInput(form.getFieldsValue(true));
      const saved = editing ? await updateInfo(editing.id, body) : await createInfo(body);
      await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
      void message.success(t('info.saved'));
      onSaved?.(saved);
      onClose();
    } catch (e) {
      errors.show(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? t('info.editTitle') : t('info.addTitle')}
      okText={t('info.save')}
      cancelText={t('info.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      width={620}
      forceRender
    >
      <p className="lb-muted">{t('info.requiredNote')}</p>
      <Form
        form={form}
        name="fapiao-info"
        layout="horizontal"
        labelCol={{ span: 8 }}
        wrapperCol={{ span: 16 }}
        initialValues={EMPTY}
        onValuesChange={(changed: Record<string, unknown>) => {
          // A person cannot take a Special VAT fapiao: switching to Individual falls back to the general one.
          if (changed.issuerType === 'individual' && form.getFieldValue('fapiaoType') === 'special_vat') form.setFieldValue('fapiaoType', 'general_vat');
        }}
      >
        <Form.Item name="issuerType" label={t('field.issuerType')} required>
          <Radio.Group optionType="button" options={FAPIAO_ISSUER_TYPES.map((v) => ({ value: v, label: t(`issuer.${v}`) }))} />
        </Form.Item>
        <Form.Item name="fapiaoType" label={t('field.fapiaoType')} required rules={[rule('fapiaoType')]} dependencies={['issuerType']} extra={person ? t('info.specialNote') : undefined}>
          <Radio.Group>
            {FAPIAO_TYPES.map((v) => (
              <Radio key={v} value={v} disabled={person && v === 'special_vat'}>
                {t(`type.${v}`)}
              </Radio>
            ))}
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
        <Form.Item name="isDefault" valuePropName="checked" wrapperCol={{ offset: 8, span: 16 }}>
          <Checkbox disabled={editing?.isDefault}>{t('field.isDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { App, Checkbox, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FAPIAO_ISSUER_TYPES, FAPIAO_TYPES, type InfoView } from '@lexbridge/contract/api/fapiao';
import { COMPANY_FIELDS, infoFormValues, infoKind } from '../../../../shared/fapiao/rules.ts';
import { useInfoForm } from '../../../../shared/fapiao/useInfoForm.ts';

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
  const [form] = Form.useForm();
  const { rule, saving, save, onValuesChange } = useInfoForm(form, { open, editing, onClose, onSaved, say: (text) => void message.success(text) });
  const { person, required } = infoKind(Form.useWatch('issuerType', form), Form.useWatch('fapiaoType', form));

  // The modal's OK button is outside the form: the form is checked here before saving.
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    await save();
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
        initialValues={infoFormValues(null)}
        onValuesChange={onValuesChange}
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

import { Button, Checkbox, Form, Input, Popup, Radio, Space, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FAPIAO_ISSUER_TYPES, FAPIAO_TYPES, type InfoView } from '@lexbridge/contract/api/fapiao';
import { COMPANY_FIELDS, infoFormValues, infoKind } from '../../../../shared/fapiao/rules.ts';
import { useInfoForm } from '../../../../shared/fapiao/useInfoForm.ts';

/** Add or edit an information set on a phone: the fields of the fapiao type marked and checked with the server's messages. */
export function InfoFormPopup({ open, editing, onClose, onSaved }: { open: boolean; editing: InfoView | null; onClose: () => void; onSaved?: (info: InfoView) => void }) {
  const { t } = useTranslation('fapiao');
  const [form] = Form.useForm();
  const { rule, saving, save, onValuesChange } = useInfoForm(form, { open, editing, onClose, onSaved, say: (text) => Toast.show({ icon: 'success', content: text }) });
  const { person, required } = infoKind(Form.useWatch('issuerType', form), Form.useWatch('fapiaoType', form));

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="lb-m-sheet lb-m-fp-sheet" forceRender>
      <h2 className="lb-m-sheet__title">{editing ? t('info.editTitle') : t('info.addTitle')}</h2>
      <p className="lb-m-muted lb-m-fp-note">{t('info.requiredNote')}</p>
      <Form
        form={form}
        name="m-fapiao-info"
        layout="vertical"
        initialValues={infoFormValues(null)}
        onFinish={() => void save()}
        onValuesChange={onValuesChange}
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

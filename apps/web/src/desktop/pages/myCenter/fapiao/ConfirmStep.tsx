import { useState } from 'react';
import { Button, Form, Input, Radio, type FormInstance } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InfoView } from '@lexbridge/contract/api/fapiao';
import { ADDRESS_FIELDS, useRequestRules } from '../../../../shared/fapiao/rules.ts';
import type { Selection } from '../../../../shared/fapiao/selection.ts';
import { notesUsage } from '../../../../shared/fapiao/status.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { InfoFormModal } from './InfoFormModal.tsx';
import { InfoSummary } from './InfoSummary.tsx';
import { SelectionSum } from './SelectionSum.tsx';

interface Props {
  form: FormInstance;
  infos: InfoView[];
  max: number;
  selection: Selection;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step two: which information set, where to mail the paper fapiao, and notes (25 Chinese characters or 50 letters/digits). */
export function ConfirmStep({ form, infos, max, selection, submitting, onBack, onSubmit }: Props) {
  const { t } = useTranslation('fapiao');
  const paths = usePaths();
  const rule = useRequestRules(form, selection.orderNos);
  const [adding, setAdding] = useState(false);
  const notes = notesUsage(Form.useWatch('notes', form) as string | undefined);
  return (
    <section aria-labelledby="lb-fp-step2">
      <h2 id="lb-fp-step2" className="lb-section-title">
        {t('form.step2')}
      </h2>
      <div className="lb-fp-bar lb-fp-bar--top">
        <SelectionSum selection={selection} />
        <span className="lb-muted">{t('form.nature')}</span>
      </div>
      <Form form={form} name="fapiao-request" layout="vertical" requiredMark onFinish={onSubmit} className="lb-fp-form">
        <div className="lb-fp-form__head">
          <h3 className="lb-fp-subtitle">{t('form.chooseInfo')}</h3>
          <span className="lb-fp-actions">
            {infos.length < max && (
              <Button size="small" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
                {t('form.addInfo')}
              </Button>
            )}
            <Link to={paths.to('invoiceTitleManage')}>{t('form.manageInfos')}</Link>
          </span>
        </div>
        <Form.Item name="infoId" rules={[rule('infoId')]} validateTrigger="onChange">
          {infos.length === 0 ? (
            <p className="lb-muted">{t('form.noInfo')}</p>
          ) : (
            <Radio.Group className="lb-fp-choices">
              {infos.map((info) => (
                <Radio key={info.id} value={info.id} className="lb-fp-choice">
                  <InfoSummary info={info} columns={2} />
                </Radio>
              ))}
            </Radio.Group>
          )}
        </Form.Item>

        <h3 className="lb-fp-subtitle">{t('form.address')}</h3>
        <div className="lb-fp-grid">
          {ADDRESS_FIELDS.map((f) => (
            <Form.Item key={f.name} name={f.name} label={t(`field.${f.name}`)} rules={[rule(f.name)]} required={f.required} className={f.wide ? 'lb-fp-grid__wide' : undefined}>
              <Input maxLength={f.max} autoComplete={f.autoComplete} inputMode={f.keyboard === 'tel' ? 'tel' : undefined} type={f.keyboard === 'email' ? 'email' : undefined} />
            </Form.Item>
          ))}
          <Form.Item
            name="notes"
            label={t('field.notes')}
            rules={[rule('notes')]}
            className="lb-fp-grid__wide"
            extra={
              <span className={notes.over ? 'lb-fp-count is-over' : 'lb-fp-count'}>
                {t('form.notesHint')} {t('form.notesCount', { used: notes.used, max: notes.max })}
              </span>
            }
          >
            <Input.TextArea rows={2} />
          </Form.Item>
        </div>
        <div className="lb-fp-buttons">
          <Button onClick={onBack}>{t('form.prev')}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('form.submit')}
          </Button>
        </div>
      </Form>
      <InfoFormModal open={adding} editing={null} onClose={() => setAdding(false)} onSaved={(info) => form.setFieldValue('infoId', info.id)} />
    </section>
  );
}

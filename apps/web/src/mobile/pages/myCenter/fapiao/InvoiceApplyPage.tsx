import { useState } from 'react';
import { Button, Checkbox, Form, Input, Radio, Steps, TextArea, Toast } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { yuan } from '../../../../shared/catalogue/money.ts';
import { ADDRESS_FIELDS, useRequestRules } from '../../../../shared/fapiao/rules.ts';
import { notesUsage } from '../../../../shared/fapiao/status.ts';
import { useRequestForm } from '../../../../shared/fapiao/useRequestForm.ts';
import { formatTime } from '../../../../shared/format.ts';
import { useLang } from '../../../../shared/hooks/useLang.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { PageHead } from '../components/PageHead.tsx';
import { InfoFormPopup } from './InfoFormPopup.tsx';
import '../../auth/auth.css';
import '../center.css';
import './fapiao.css';

/**
 * The two-step fapiao request on a phone: tick paid, not yet invoiced orders (their number and sum at the bottom),
 * then choose the information set, the mailing address and notes, and submit.
 */
export default function InvoiceApplyPage() {
  const { t } = useTranslation(['fapiao', 'validation']);
  const lang = useLang();
  const paths = usePaths();
  const [form] = Form.useForm();
  const { orders, infos, selected, setSelected, selection, step, setStep, next, submitting, submit } = useRequestForm(form, (text) => Toast.show({ icon: 'success', content: text }));
  const [adding, setAdding] = useState(false);
  const [notesText, setNotesText] = useState('');
  const list = orders.data?.list ?? [];
  const rule = useRequestRules(form, selection.orderNos);
  const notes = notesUsage(notesText);
  const infoList = infos.data?.list ?? [];

  const goOn = () => {
    if (!next()) {
      Toast.show({ content: t('validation:fapiaoOrdersRequired') });
      return;
    }
    window.scrollTo(0, 0);
  };

  const summary = (
    <span className="lb-m-fp-sum">
      <span>{t('form.selected', { count: selection.count })}</span>
      <strong>{t('form.sum', { amount: yuan(selection.totalFen) })}</strong>
    </span>
  );

  return (
    <div className="lb-m-page lb-m-fp-apply">
      <PageHead title={t('apply')} back={paths.to('invoiceManage')} />
      <Steps current={step} className="lb-m-fp-steps">
        <Steps.Step title={t('form.step1')} />
        <Steps.Step title={t('form.step2')} />
      </Steps>

      <section hidden={step !== 0} aria-labelledby="lb-m-fp-step1">
        <h2 id="lb-m-fp-step1" className="lb-m-fp-steptitle">
          {t('form.step1')}
        </h2>
        <p className="lb-m-muted lb-m-fp-intro">{t('form.intro')}</p>
        {orders.isPending ? (
          <p className="lb-m-empty" role="status">
            …
          </p>
        ) : list.length === 0 ? (
          <p className="lb-m-empty">{t('form.noOrders')}</p>
        ) : (
          <Checkbox.Group value={selected} onChange={(v) => setSelected(v.map(String))}>
            <ul className="lb-m-fp-pick">
              {list.map((o) => (
                <li key={o.orderNo}>
                  <Checkbox value={o.orderNo} className="lb-m-fp-pick__item" block>
                    <span className="lb-m-fp-pick__body">
                      <span className="lb-m-fp-pick__head">
                        <strong>{lang === 'en' ? o.productNameEn : o.productNameCn}</strong>
                        <strong>{yuan(o.amountFen)}</strong>
                      </span>
                      <span className="lb-m-fp-mono">{o.orderNo}</span>
                      <span>
                        {t(`method.${o.method}`)} · {formatTime(o.paidAt)}
                      </span>
                    </span>
                  </Checkbox>
                </li>
              ))}
            </ul>
          </Checkbox.Group>
        )}
        <div className="lb-m-fp-bar" role="status" aria-live="polite">
          {summary}
          <Button color="primary" onClick={goOn}>
            {t('form.next')}
          </Button>
        </div>
      </section>

      <section hidden={step !== 1} aria-labelledby="lb-m-fp-step2">
        <h2 id="lb-m-fp-step2" className="lb-m-fp-steptitle">
          {t('form.step2')}
        </h2>
        <div className="lb-m-card lb-m-fp-selected">
          {summary}
          <span className="lb-m-muted">{t('form.nature')}</span>
        </div>
        <Form
          form={form}
          name="m-fapiao-request"
          layout="vertical"
          onFinish={() => void submit()}
          onValuesChange={(changed: Record<string, unknown>) => {
            if ('notes' in changed) setNotesText(String(changed.notes ?? ''));
          }}
          footer={
            <div className="lb-m-fp-buttons">
              <Button block onClick={() => setStep(0)}>
                {t('form.prev')}
              </Button>
              <Button block color="primary" type="submit" loading={submitting}>
                {t('form.submit')}
              </Button>
            </div>
          }
        >
          <Form.Header>{t('form.chooseInfo')}</Form.Header>
          <Form.Item name="infoId" rules={[rule('infoId')]} validateTrigger="onChange">
            {infoList.length === 0 ? (
              <span className="lb-m-muted">{t('form.noInfo')}</span>
            ) : (
              <Radio.Group>
                <div className="lb-m-fp-choices">
                  {infoList.map((info) => (
                    <Radio key={info.id} value={info.id} block className="lb-m-fp-choice">
                      <span className="lb-m-fp-brief">
                        <strong>{info.title}</strong>
                        <span>
                          {t(`type.${info.fapiaoType}`)} · {t(`issuer.${info.issuerType}`)}
                        </span>
                        {info.taxpayerId && <span className="lb-m-fp-mono">{info.taxpayerId}</span>}
                      </span>
                    </Radio>
                  ))}
                </div>
              </Radio.Group>
            )}
          </Form.Item>
          <div className="lb-m-fp-infolinks">
            {infoList.length < (infos.data?.max ?? 3) && (
              <Button size="small" onClick={() => setAdding(true)}>
                {t('form.addInfo')}
              </Button>
            )}
            <Link to={paths.to('invoiceTitleManage')}>{t('form.manageInfos')}</Link>
          </div>
          <Form.Header>{t('form.address')}</Form.Header>
          {ADDRESS_FIELDS.map((f) => (
            <Form.Item key={f.name} name={f.name} label={t(`field.${f.name}`)} rules={[rule(f.name)]} required={f.required}>
              <Input maxLength={f.max} autoComplete={f.autoComplete} type={f.keyboard === 'text' ? undefined : f.keyboard} />
            </Form.Item>
          ))}
          <Form.Item
            name="notes"
            label={t('field.notes')}
            rules={[rule('notes')]}
            description={
              <span className={notes.over ? 'lb-m-fp-count is-over' : 'lb-m-fp-count'}>
                {t('form.notesHint')} {t('form.notesCount', { used: notes.used, max: notes.max })}
              </span>
            }
          >
            <TextArea rows={2} />
          </Form.Item>
        </Form>
      </section>
      <InfoFormPopup open={adding} editing={null} onClose={() => setAdding(false)} onSaved={(info) => form.setFieldValue('infoId', info.id)} />
    </div>
  );
}

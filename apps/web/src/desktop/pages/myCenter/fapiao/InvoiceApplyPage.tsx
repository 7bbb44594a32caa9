import { useState } from 'react';
import { App, Form, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequestForm } from '../../../../shared/fapiao/useRequestForm.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { Failed } from '../../catalogue/components/LoadState.tsx';
import { CenterLayout } from '../components/CenterLayout.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { OrdersStep } from './OrdersStep.tsx';
import '../../catalogue/styles/base.css';
import './fapiao.css';

/**
 * The two-step fapiao request (spec §4, §5): select paid, not yet invoiced orders (at least one; their number and sum
 * shown), then confirm the information set and the mailing address with notes, and submit.
 */
export default function InvoiceApplyPage() {
  const { t } = useTranslation(['fapiao', 'validation']);
  const paths = usePaths();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const { orders, infos, setSelected, selection, step, setStep, next, submitting, submit } = useRequestForm(form, (text) => void message.success(text));
  const [stepError, setStepError] = useState<string | null>(null);

  const goOn = () => setStepError(next() ? null : t('validation:fapiaoOrdersRequired'));

  return (
    <CenterLayout active="invoiceManage" title={t('apply')} actions={<LinkButton to={paths.to('invoiceManage')}>{t('action.back')}</LinkButton>}>
      <div className="lb-center-card">
        <Steps current={step} className="lb-fp-steps" items={[{ title: t('form.step1') }, { title: t('form.step2') }]} />
        {orders.isError ? (
          <Failed onRetry={() => void orders.refetch()} />
        ) : (
          <>
            {/* Both steps stay mounted, so going back keeps what was typed in step two. */}
            <div hidden={step !== 0}>
              <OrdersStep
                orders={orders.data?.list ?? []}
                loading={orders.isPending}
                selection={selection}
                onSelect={(nos) => {
                  setSelected(nos);
                  if (nos.length) setStepError(null);
                }}
                error={stepError}
                onNext={goOn}
              />
            </div>
            <div hidden={step !== 1}>
              <ConfirmStep
                form={form}
                infos={infos.data?.list ?? []}
                max={infos.data?.max ?? 3}
                selection={selection}
                submitting={submitting}
                onBack={() => setStep(0)}
                onSubmit={() => void submit()}
              />
            </div>
          </>
        )}
      </div>
    </CenterLayout>
  );
}

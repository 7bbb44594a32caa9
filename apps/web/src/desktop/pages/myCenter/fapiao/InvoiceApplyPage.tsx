import { useEffect, useState } from 'react';
import { App, Form, Steps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { useFormErrors } from '../../../../shared/account/hooks/useFormErrors.ts';
import { isApiError } from '../../../../shared/api/ApiError.ts';
import { useCurrentUser } from '../../../../shared/api/users/getCurrentUser.ts';
import { createRequest } from '../../../../shared/fapiao/api/createRequest.ts';
import { useFapiaoInfos } from '../../../../shared/fapiao/api/listInfos.ts';
import { useInvoiceable } from '../../../../shared/fapiao/api/listInvoiceable.ts';
import { fapiaoRoot } from '../../../../shared/fapiao/keys.ts';
import { requestInput } from '../../../../shared/fapiao/rules.ts';
import { selectionOf } from '../../../../shared/fapiao/selection.ts';
import { usePaths } from '../../../../shared/hooks/usePaths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { Failed } from '../../catalogue/components/LoadState.tsx';
import { CenterLayout } from '../components/CenterLayout.tsx';
import { ConfirmStep, REQUEST_FIELDS } from './ConfirmStep.tsx';
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
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const orders = useInvoiceable();
  const infos = useFapiaoInfos();
  const me = useCurrentUser();
  const [form] = Form.useForm();
  const errors = useFormErrors(form, REQUEST_FIELDS);
  const [step, setStep] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [stepError, setStepError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const selection = selectionOf(orders.data?.list ?? [], selected);

  // The default set is chosen, and the addressee is the user, until the user says otherwise.
  const defaultInfo = infos.data?.list.find((i) => i.isDefault)?.id;
  useEffect(() => {
    if (defaultInfo !== undefined && form.getFieldValue('infoId') === undefined) form.setFieldValue('infoId', defaultInfo);
  }, [defaultInfo, form]);
  const user = me.data?.user;
  useEffect(() => {
    if (!user) return;
    if (!form.getFieldValue('receiverName') && user.name) form.setFieldValue('receiverName', user.name);
    // The account's phone comes masked (138****8000): only a full number is worth filling in.
    if (!form.getFieldValue('receiverMobile') && user.phone && /^\d+$/.test(user.phone)) form.setFieldValue('receiverMobile', user.phone);
    if (!form.getFieldValue('receiverEmail') && user.email) form.setFieldValue('receiverEmail', user.email);
  }, [user, form]);

  const next = () => {
    if (selection.count === 0) {
      setStepError(t('validation:fapiaoOrdersRequired'));
      return;
    }
    setStepError(null);
    setStep(1);
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      const made = await createRequest(requestInput(form.getFieldsValue(true), selection.orderNos));
      await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
      void message.success(t('form.submitted'));
      navigate(paths.to('invoiceDetails', { id: made.requestNo }));
    } catch (e) {
      errors.show(e);
      // An order taken meanwhile (another request, a refund): show the orders as they are now.
      if (isApiError(e) && e.code === ErrorCodes.FAPIAO_ORDER_NOT_INVOICEABLE) {
        await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
        setStep(0);
      }
    } finally {
      setSubmitting(false);
    }
  };

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
                onNext={next}
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

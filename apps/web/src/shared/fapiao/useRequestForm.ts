import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCodes } from '@lexbridge/contract/errors';
import type { FormLike } from '../account/form/formLike.ts';
import { useFormErrors } from '../account/hooks/useFormErrors.ts';
import { isApiError } from '../api/ApiError.ts';
import { useCurrentUser } from '../api/users/getCurrentUser.ts';
import { usePaths } from '../hooks/usePaths.ts';
import { createRequest } from './api/createRequest.ts';
import { useFapiaoInfos } from './api/listInfos.ts';
import { useInvoiceable } from './api/listInvoiceable.ts';
import { fapiaoRoot } from './keys.ts';
import { REQUEST_FORM_FIELDS, requestInput } from './rules.ts';
import { selectionOf } from './selection.ts';

/**
 * The two-step fapiao request of both sites (spec §4, §5): the orders offered and those chosen (counted and summed
 * over the orders still offered), the step, and the submission. The default information set is chosen and the
 * addressee is the user until the user says otherwise; a refusal lands under its fields, and an order taken meanwhile
 * (400203) sends the user back to step one with the orders read again. `say` shows a success message the site's way.
 */
export function useRequestForm(form: FormLike, say: (text: string) => void) {
  const { t } = useTranslation('fapiao');
  const paths = usePaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orders = useInvoiceable();
  const infos = useFapiaoInfos();
  const me = useCurrentUser();
  const errors = useFormErrors(form, REQUEST_FORM_FIELDS);
  const [step, setStep] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const selection = selectionOf(orders.data?.list ?? [], selected);

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

  /** Goes on to step two; false (staying) when no order is chosen. */
  const next = (): boolean => {
    if (selection.count === 0) return false;
    setStep(1);
    return true;
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      const made = await createRequest(requestInput(form.getFieldsValue(true), selection.orderNos));
      await queryClient.invalidateQueries({ queryKey: fapiaoRoot });
      say(t('form.submitted'));
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

  return { orders, infos, selected, setSelected, selection, step, setStep, next, submitting, submit };
}

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCodes } from '@lexbridge/contract/errors';
import { isApiError } from '../api/ApiError.ts';
import { createOrder } from './api/createOrder.ts';
import { useBalance } from './api/getBalance.ts';
import { getOrder } from './api/getOrder.ts';
import { payOrder } from './api/payOrder.ts';
import { refreshAfterPayment } from './afterPaid.ts';
import { orderBodyOf } from './orderBody.ts';
import { initialPayState, isPolling, payReducer, type PayState } from './paymentMachine.ts';
import type { OrderView, PayItem, PayMethod } from './types.ts';

/** Spec §4 leaves the interval open: every two seconds feels immediate and costs the server little. */
export const POLL_MS = 2_000;

export interface PaymentControls {
  state: PayState;
  /** Amount to show: the order's once it exists, else what the page knows. */
  amountFen: number | null;
  nameCn: string;
  nameEn: string;
  balanceFen: number | null;
  /** The balance cannot pay this (short of money, or a top-up). */
  balanceShort: boolean;
  balanceAllowed: boolean;
  /** A call is on its way: every action button is disabled. */
  busy: boolean;
  pick(method: PayMethod): void;
  /** To pay (Alipay, WeChat Pay: opens the QR code) / Pay Now (balance). */
  start(): Promise<void>;
  /** Payment Completed: check now, show 'payment in progress'. */
  completed(): void;
  retry(): void;
}

/**
 * The desktop payment flow for one item, shared by the payment dialog and the payment page: opens the order when
 * the payer first presses To pay / Pay Now, opens the payment, polls the order while it is being paid (stopping
 * when the component unmounts) and refreshes what a payment changes. A second press while a call is on its way does
 * nothing (a ref, not state, so two clicks in one frame cannot both pass).
 */
export function usePayment(item: PayItem, opts: { pollMs?: number; onPaid?: (order: OrderView) => void } = {}): PaymentControls {
  const pollMs = opts.pollMs ?? POLL_MS;
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(payReducer, item.kind === 'order', initialPayState);
  const busyRef = useRef(false);
  const [, force] = useReducer((n: number) => n + 1, 0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const onPaid = useRef(opts.onPaid);
  onPaid.current = opts.onPaid;

  const isTopup = item.kind === 'order' ? state.order?.kind === 'topup' : false;
  const balance = useBalance(!isTopup);

  // An existing order is read first: it may be paid already, closed, or waiting with its QR code.
  const existing = item.kind === 'order' ? item.orderNo : null;
  useEffect(() => {
    if (!existing) return;
    let live = true;
    getOrder(existing)
      .then((order) => live && dispatch({ type: 'loaded', order }))
      .catch(() => live && dispatch({ type: 'missing' }));
    return () => {
      live = false;
    };
  }, [existing]);

  // Poll while the QR code waits and while the payment is in progress.
  const orderNo = state.order?.orderNo;
  const polling = isPolling(state.phase);
  const [pollNow, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!polling || !orderNo) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const order = await getOrder(orderNo, { quiet: true, signal: controller.signal });
        if (!controller.signal.aborted) dispatch({ type: 'polled', order });
      } catch {
        /* a lost poll is followed by the next one */
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void tick(), pollMs);
    };
    timer = setTimeout(() => void tick(), pollNow > 0 ? 0 : pollMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [polling, orderNo, pollMs, pollNow]);

  // Paid: everything the payment changed is read again, once.
  const paidNo = state.phase === 'success' ? state.order?.orderNo : undefined;
  useEffect(() => {
    if (!paidNo || !stateRef.current.order) return;
    void refreshAfterPayment(queryClient);
    onPaid.current?.(stateRef.current.order);
  }, [paidNo, queryClient]);

  const start = useCallback(async () => {
    const s = stateRef.current;
    if (busyRef.current || s.phase !== 'choose' || !s.method) return;
    busyRef.current = true;
    force();
    dispatch({ type: 'start' });
    try {
      let order = s.order;
      if (!order || order.status === 'closed') {
        order = await createOrder(orderBodyOf(item, s.order, 'pc'));
        dispatch({ type: 'created', order });
      }
      if (order.status === 'paid') {
        dispatch({ type: 'opened', order });
        return;
      }
      dispatch({ type: 'opened', order: await payOrder(order.orderNo, { method: s.method, platform: 'pc' }) });
    } catch (err) {
      if (isApiError(err) && err.code === ErrorCodes.ORDER_CLOSED) dispatch({ type: 'orderClosed' });
      else dispatch({ type: 'refused' });
      if (isApiError(err) && err.code === ErrorCodes.BALANCE_INSUFFICIENT) void balance.refetch();
    } finally {
      busyRef.current = false;
      force();
    }
  }, [item, balance]);

  const amountFen = state.order?.amountFen ?? (item.kind === 'order' ? null : item.amountFen);
  const balanceFen = balance.data?.balanceFen ?? null;
  return {
    state,
    amountFen,
    nameCn: state.order?.productNameCn ?? (item.kind === 'order' ? '' : item.nameCn),
    nameEn: state.order?.productNameEn ?? (item.kind === 'order' ? '' : item.nameEn),
    balanceFen,
    balanceShort: balanceFen === null || amountFen === null || balanceFen < amountFen,
    balanceAllowed: !isTopup,
    busy: busyRef.current || state.phase === 'opening',
    pick: (method) => dispatch({ type: 'pick', method }),
    start,
    completed: () => {
      dispatch({ type: 'completed' });
      bump();
    },
    retry: () => dispatch({ type: 'retry' }),
  };
}

import type { OrderView, PayMethod } from './types.ts';

/**
 * The payment dialog's states (spec §2, §4): choose a method → opening (order and payment being opened) → waiting
 * for the scan (QR shown, the order polled) → 'payment in progress' once the payer says they paid (still polling)
 * → success or failure (retry or close). A pure reducer, so every path is testable without a screen.
 */
export type PayPhase = 'loading' | 'missing' | 'choose' | 'opening' | 'qr' | 'checking' | 'success' | 'failure';

/** Why a payment failed: declined or abandoned at the provider, or the order timed out (a new one is needed). */
export type FailReason = 'declined' | 'closed';

export interface PayState {
  phase: PayPhase;
  method: PayMethod | null;
  /** The order once opened (or the existing order being paid). */
  order: OrderView | null;
  reason: FailReason | null;
}

export type PayEvent =
  /** An existing order was read: resume where it stands. */
  | { type: 'loaded'; order: OrderView }
  /** The existing order could not be read (not this user's, or gone). */
  | { type: 'missing' }
  | { type: 'pick'; method: PayMethod }
  | { type: 'start' }
  /** The order exists now (the payment may still fail to open). */
  | { type: 'created'; order: OrderView }
  /** The payment was opened (QR) or made (balance). */
  | { type: 'opened'; order: OrderView }
  /** The server refused; its message has been shown. The payer may choose again. */
  | { type: 'refused' }
  /** The server says the order has closed. */
  | { type: 'orderClosed' }
  /** "Payment Completed": the payer says they have paid. */
  | { type: 'completed' }
  | { type: 'polled'; order: OrderView }
  | { type: 'retry' };

export const initialPayState = (existingOrder: boolean): PayState => ({ phase: existingOrder ? 'loading' : 'choose', method: null, order: null, reason: null });

/** Where an order read from the server puts the dialog. */
function fromOrder(state: PayState, order: OrderView): PayState {
  switch (order.status) {
    case 'paid':
      return { ...state, order, phase: 'success', reason: null };
    case 'closed':
      return { ...state, order, phase: 'failure', reason: 'closed' };
    case 'failed':
      return { ...state, order, phase: 'failure', reason: 'declined' };
    case 'paying':
      return order.payment?.qrText ? { ...state, order, method: order.payment.method, phase: 'qr', reason: null } : { ...state, order, phase: 'choose' };
    case 'created':
      return { ...state, order, phase: 'choose' };
    default:
      // Refunded (or a status this page does not know): nothing left to pay.
      return { ...state, order, phase: 'missing' };
  }
}

export function payReducer(state: PayState, event: PayEvent): PayState {
  switch (event.type) {
    case 'loaded': {
      if (state.phase !== 'loading') return state;
      const next = fromOrder(state, event.order);
      // An order that failed before is paid again from the method choice; the history's Pay means "try again".
      if (event.order.status === 'failed') return { ...next, phase: 'choose', reason: null, method: event.order.method };
      return { ...next, method: next.method ?? event.order.method };
    }
    case 'missing':
      return state.phase === 'loading' ? { ...state, phase: 'missing' } : state;
    case 'pick':
      if (state.phase !== 'choose' && state.phase !== 'qr') return state;
      if (state.phase === 'qr' && state.method === event.method) return state;
      return { ...state, method: event.method, phase: 'choose' };
    case 'start':
      return state.phase === 'choose' && state.method ? { ...state, phase: 'opening' } : state;
    case 'created':
      return { ...state, order: event.order };
    case 'opened':
      if (state.phase !== 'opening') return state;
      if (event.order.status === 'paying' && !event.order.payment?.qrText) return { ...state, order: event.order, phase: 'checking' };
      return fromOrder(state, event.order);
    case 'refused':
      return state.phase === 'opening' ? { ...state, phase: 'choose' } : state;
    case 'orderClosed':
      return { ...state, phase: 'failure', reason: 'closed' };
    case 'completed':
      return state.phase === 'qr' ? { ...state, phase: 'checking' } : state;
    case 'polled': {
      if (state.phase !== 'qr' && state.phase !== 'checking') return state;
      if (state.order && event.order.orderNo !== state.order.orderNo) return state;
      if (event.order.status === 'paying' || event.order.status === 'created') {
        // Still paying: keep the QR on screen (a poll's answer may lack it while the provider is asked).
        return { ...state, order: { ...event.order, payment: event.order.payment ?? state.order?.payment ?? null } };
      }
      return fromOrder(state, event.order);
    }
    case 'retry':
      if (state.phase !== 'failure') return state;
      // A closed order cannot be paid: the next To pay opens a new one for the same item.
      return { ...state, phase: 'choose', reason: null, order: state.reason === 'closed' ? null : state.order };
  }
}

/** Phases in which the order is polled. */
export const isPolling = (phase: PayPhase) => phase === 'qr' || phase === 'checking';

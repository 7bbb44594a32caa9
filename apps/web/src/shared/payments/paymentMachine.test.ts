import { describe, expect, it } from 'vitest';
import type { OrderView } from './types.ts';
import { initialPayState, payReducer, type PayEvent, type PayState } from './paymentMachine.ts';
import { orderView } from './testing/orders.ts';

const order = (over: Partial<OrderView> = {}): OrderView => orderView({ orderNo: 'O1', createdAt: 1, closesAt: 2, ...over });
const qr = { method: 'alipay' as const, scene: 'qr' as const, qrText: 'http://x/api/dev/pay/t', redirectUrl: null, expiresAt: 2 };
const run = (state: PayState, ...events: PayEvent[]) => events.reduce(payReducer, state);

describe('payment dialog state machine', () => {
  it('goes choose → opening → QR → payment in progress → success', () => {
    let s = run(initialPayState(false), { type: 'start' });
    expect(s.phase).toBe('choose'); // no method chosen: nothing starts
    s = run(s, { type: 'pick', method: 'alipay' }, { type: 'start' });
    expect(s.phase).toBe('opening');
    s = run(s, { type: 'created', order: order() }, { type: 'opened', order: order({ status: 'paying', method: 'alipay', payment: qr }) });
    expect(s.phase).toBe('qr');
    s = run(s, { type: 'polled', order: order({ status: 'paying', payment: null }) });
    expect(s.phase).toBe('qr');
    expect(s.order?.payment?.qrText).toBe(qr.qrText); // a poll without the payment keeps the code on screen
    s = run(s, { type: 'completed' });
    expect(s.phase).toBe('checking');
    s = run(s, { type: 'polled', order: order({ status: 'paid', method: 'alipay', paidAt: 3 }) });
    expect(s.phase).toBe('success');
    // Nothing moves a finished payment.
    expect(run(s, { type: 'polled', order: order({ status: 'failed' }) }, { type: 'retry' }, { type: 'start' }).phase).toBe('success');
  });

  it('fails on a declined payment and retries the same order; a closed order is replaced by a new one', () => {
    let s = run(initialPayState(false), { type: 'pick', method: 'wechat' }, { type: 'start' }, { type: 'opened', order: order({ status: 'paying', payment: { ...qr, method: 'wechat' } }) });
    s = run(s, { type: 'polled', order: order({ status: 'failed' }) });
    expect(s).toMatchObject({ phase: 'failure', reason: 'declined' });
    s = run(s, { type: 'retry' });
    expect(s.phase).toBe('choose');
    expect(s.order?.orderNo).toBe('O1');
    s = run(s, { type: 'start' }, { type: 'orderClosed' });
    expect(s).toMatchObject({ phase: 'failure', reason: 'closed' });
    s = run(s, { type: 'retry' });
    expect(s).toMatchObject({ phase: 'choose', order: null });
  });

  it('goes back to the choice when the server refuses, and ignores polls of another order', () => {
    let s = run(initialPayState(false), { type: 'pick', method: 'balance' }, { type: 'start' }, { type: 'refused' });
    expect(s.phase).toBe('choose');
    s = run(s, { type: 'pick', method: 'alipay' }, { type: 'start' }, { type: 'opened', order: order({ status: 'paying', payment: qr }) });
    expect(run(s, { type: 'polled', order: order({ orderNo: 'O2', status: 'paid' }) }).phase).toBe('qr');
    // Another method while the code is shown: back to the choice, the order kept.
    expect(run(s, { type: 'pick', method: 'wechat' })).toMatchObject({ phase: 'choose', method: 'wechat', order: { orderNo: 'O1' } });
  });

  it('resumes an existing order where it stands', () => {
    const loaded = (o: OrderView) => run(initialPayState(true), { type: 'loaded', order: o });
    expect(initialPayState(true).phase).toBe('loading');
    expect(loaded(order({ status: 'paying', payment: qr })).phase).toBe('qr');
    expect(loaded(order({ status: 'paid' })).phase).toBe('success');
    expect(loaded(order({ status: 'closed' }))).toMatchObject({ phase: 'failure', reason: 'closed' });
    expect(loaded(order({ status: 'failed', method: 'wechat' }))).toMatchObject({ phase: 'choose', method: 'wechat' });
    expect(loaded(order({ status: 'created' })).phase).toBe('choose');
    expect(loaded(order({ status: 'refunded' as OrderView['status'] })).phase).toBe('missing');
    expect(run(initialPayState(true), { type: 'missing' }).phase).toBe('missing');
  });
});

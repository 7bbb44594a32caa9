import type { Db } from '@lexbridge/db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { creditBalance, insertLedger } from '../balance/balance.repository.ts';
import { orderPaidLetter } from '../messages/letters.ts';
import { postLetter } from '../messages/messages.service.ts';
import { insertFulfilment, insertSubscription, insertTemplatePurchase, lastSubscriptionEnd, packageValidDays, unlockContract } from './fulfil.repository.ts';
import { allowedFrom } from './order-state.ts';
import { transitionOrder, type OrderRow } from './orders.repository.ts';

const DAY_MS = 86_400_000;

/**
 * Delivers what a paid order bought, inside the transaction that marks it paid. The fulfilment row's key (the
 * order id) makes a second delivery of one order fail the whole transaction instead of giving twice.
 */
async function fulfil(tx: Db, order: OrderRow, at: Date, log: FastifyBaseLogger): Promise<void> {
  const base = { orderId: order.id, userId: order.userId, kind: order.kind, createdAt: at };
  switch (order.kind) {
    case 'package': {
      // A renewal starts when the running year ends, so paying early loses no day.
      const days = (await packageValidDays(tx, order.itemRef)) ?? 365;
      const last = await lastSubscriptionEnd(tx, order.userId, order.itemRef);
      const starts = last && last > at ? last : at;
      const subscriptionId = await insertSubscription(tx, order.userId, order.itemRef, starts, new Date(starts.getTime() + days * DAY_MS), at);
      return insertFulfilment(tx, { ...base, subscriptionId });
    }
    case 'template': {
      const templatePurchaseId = await insertTemplatePurchase(tx, order.userId, order.itemRef, order.amountFen, at);
      return insertFulfilment(tx, { ...base, templatePurchaseId });
    }
    case 'contract': {
      const contractId = await unlockContract(tx, order.userId, Number(order.itemRef), at);
      // Paid twice for one contract (two orders raced): the money is kept on record for staff to refund.
      if (contractId === null) log.error({ event: 'order.double_payment', orderNo: order.orderNo, contractId: order.itemRef }, 'contract already paid: refund this order');
      return insertFulfilment(tx, { ...base, contractId });
    }
    case 'topup': {
      const after = await creditBalance(tx, order.userId, order.amountFen, at);
      await insertLedger(tx, { userId: order.userId, deltaFen: order.amountFen, balanceAfterFen: after, orderId: order.id, reason: 'topup', createdAt: at });
      return insertFulfilment(tx, base);
    }
  }
}

export interface Settlement {
  channel: 'alipay' | 'wechat' | 'balance';
  providerTradeNo: string | null;
  at: Date;
  /** A provider confirmed the money for this order: a closed order is honoured. */
  providerConfirmed?: boolean;
}

/**
 * Marks a locked order paid, fulfils it and posts the payer's letter, in the caller's transaction (so the letter
 * exists exactly when the payment does: a replayed notification never gets here). Refuses a transition the machine
 * forbids.
 */
export async function completeOrder(tx: Db, order: OrderRow, s: Settlement, log: FastifyBaseLogger): Promise<OrderRow> {
  const paid = await transitionOrder(tx, order.userId, order.id, allowedFrom('paid', { providerConfirmed: s.providerConfirmed }), 'paid', {
    channel: s.channel,
    providerTradeNo: s.providerTradeNo,
    paidAt: s.at,
    updatedAt: s.at,
  });
  if (!paid) throw new AppError('ORDER_NOT_PAYABLE');
  await fulfil(tx, paid, s.at, log);
  await postLetter(tx, paid.userId, orderPaidLetter(paid, s.channel), s.at);
  return paid;
}

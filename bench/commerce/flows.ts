import { Client, walletConfirm } from './client.ts';
import { Step } from './stats.ts';

/** What one client did in a phase, kept per account so the server's own counts can be checked against it. */
export interface Done {
  created: string[];
  paidByProvider: string[];
  paidByBalance: string[];
}

export const PACKAGE = { kind: 'package', packageId: 'domestic' } as const;
export const TEMPLATE = { kind: 'template', templateId: 'sale-of-goods' } as const;

/** Runs `iteration` on every client until the phase's time is up; an iteration in flight then finishes. */
export async function phase(clients: Client[], seconds: number, iteration: (c: Client, i: number) => Promise<void>): Promise<{ seconds: number; errors: string[] }> {
  const errors: string[] = [];
  const start = performance.now();
  const until = start + seconds * 1000;
  await Promise.all(
    clients.map(async (c, i) => {
      while (performance.now() < until) {
        try {
          await iteration(c, i);
        } catch (err) {
          errors.push((err as Error).message);
          if (errors.length > 50) return;
        }
      }
    }),
  );
  return { seconds: (performance.now() - start) / 1000, errors };
}

/** Orders opened: POST /api/orders for an annual package, nothing more. */
export function createSteps() {
  const create = new Step('POST /orders (package)');
  return {
    steps: [create],
    async run(c: Client, done: Done) {
      const order = await create.time(() => c.createOrder(PACKAGE));
      if (order.status !== 'created') throw new Error(`a new order is ${order.status}`);
      done.created.push(order.orderNo);
    },
  };
}

/** A whole provider purchase: order, Alipay QR, Confirm in the sandbox wallet (signed notification), paid on the poll. */
export function confirmSteps() {
  const create = new Step('POST /orders (template)');
  const pay = new Step('POST /orders/{no}/pay alipay');
  const confirm = new Step('wallet Confirm → notify');
  const poll = new Step('GET /orders/{no} → paid');
  const whole = new Step('order confirmed (all four)');
  return {
    steps: [create, pay, confirm, poll, whole],
    async run(c: Client, done: Done) {
      const start = performance.now();
      const order = await create.time(() => c.createOrder(TEMPLATE));
      const paying = await pay.time(() => c.pay(order.orderNo, 'alipay'));
      const link = paying.payment?.qrText;
      if (paying.status !== 'paying' || !link) throw new Error(`pay answered ${paying.status} without a QR code`);
      await confirm.time(() => walletConfirm(link));
      const seen = await poll.time(() => c.order(order.orderNo));
      if (seen.status !== 'paid') throw new Error(`order ${order.orderNo} is ${seen.status} after its notification`);
      whole.add(performance.now() - start);
      done.paidByProvider.push(order.orderNo);
    },
  };
}

/** A purchase from the balance: order, then pay with the balance, which answers the paid order in one transaction. */
export function balanceSteps() {
  const create = new Step('POST /orders (template)');
  const pay = new Step('POST /orders/{no}/pay balance');
  const whole = new Step('balance purchase (both)');
  return {
    steps: [create, pay, whole],
    async run(c: Client, done: Done) {
      const start = performance.now();
      const order = await create.time(() => c.createOrder(TEMPLATE));
      const paid = await pay.time(() => c.pay(order.orderNo, 'balance'));
      if (paid.status !== 'paid') throw new Error(`a balance payment answered ${paid.status}`);
      whole.add(performance.now() - start);
      done.paidByBalance.push(order.orderNo);
    },
  };
}

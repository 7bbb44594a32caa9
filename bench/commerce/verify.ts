import type { Client } from './client.ts';
import type { Done } from './flows.ts';

/** One account's figures as the server tells them, beside what the client did. */
export interface AccountCheck {
  problems: string[];
  paidListed: number;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && new Set(a).size === a.length && b.every((x) => a.includes(x));

/**
 * Every order ends as the client left it, paid exactly once, by the API's own counts: each paid order appears once
 * in the paid listing and nothing else is there; nothing is left paying, failed or closed; the balance moved by
 * exactly one ledger row per balance purchase and one per top-up.
 */
export async function checkAccount(c: Client, done: Done, topupFen: number, priceFen: number): Promise<AccountCheck> {
  const problems: string[] = [];
  const paid = await c.orderNos({ status: 'paid' });
  const expectedPaid = [...done.paidByProvider, ...done.paidByBalance];
  const templatePaid = await c.orderNos({ status: 'paid', kind: 'template' });
  if (!sameSet(templatePaid, expectedPaid)) problems.push(`paid template orders listed ${templatePaid.length}, ${new Set(templatePaid).size} distinct; the client paid ${expectedPaid.length}`);
  if (paid.length !== expectedPaid.length + 1) problems.push(`paid orders listed ${paid.length}, expected ${expectedPaid.length} and one top-up`);
  const created = await c.ordersTotal({ status: 'created' });
  if (created !== done.created.length) problems.push(`orders still created: ${created}, the client opened ${done.created.length} without paying`);
  for (const status of ['paying', 'failed', 'closed']) {
    const n = await c.ordersTotal({ status });
    if (n) problems.push(`${n} orders ${status}`);
  }
  const ledger = await c.ledger();
  const purchases = ledger.filter((l) => l.reason === 'purchase');
  const topups = ledger.filter((l) => l.reason === 'topup');
  if (!sameSet(purchases.map((l) => l.orderNo), done.paidByBalance)) problems.push(`ledger purchases ${purchases.length}, balance purchases made ${done.paidByBalance.length}`);
  if (purchases.some((l) => l.deltaFen !== -priceFen)) problems.push('a ledger purchase is not minus the price');
  if (topups.length !== 1 || topups[0].deltaFen !== topupFen) problems.push(`ledger top-ups ${JSON.stringify(topups.map((l) => l.deltaFen))}, expected one of ${topupFen}`);
  const balance = await c.balanceFen();
  const expectedBalance = topupFen - done.paidByBalance.length * priceFen;
  if (balance !== expectedBalance) problems.push(`balance ${balance} fen, expected ${expectedBalance}`);
  return { problems, paidListed: paid.length };
}

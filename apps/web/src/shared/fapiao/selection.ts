/**
 * Step one of a fapiao request (spec §5): the number of orders selected and their summed amount, counted only over
 * orders still offered (a selection kept from a stale list never adds an order that is gone).
 */
export interface Selection {
  orderNos: string[];
  count: number;
  totalFen: number;
}

export function selectionOf(orders: ReadonlyArray<{ orderNo: string; amountFen: number }>, selected: Iterable<string>): Selection {
  const wanted = new Set(selected);
  const chosen = orders.filter((o) => wanted.has(o.orderNo));
  return { orderNos: chosen.map((o) => o.orderNo), count: chosen.length, totalFen: chosen.reduce((s, o) => s + o.amountFen, 0) };
}

import { randomInt } from 'node:crypto';

/** China's wall-clock time, which is what the payer and staff read in an order number. */
const CHINA_OFFSET_MS = 8 * 3600_000;

/** 22 digits: yyMMddHHmmss in China time and 10 random digits (unique by the database's key, retried on a clash). */
export function newOrderNo(now: number): string {
  const d = new Date(now + CHINA_OFFSET_MS).toISOString();
  const stamp = d.slice(2, 4) + d.slice(5, 7) + d.slice(8, 10) + d.slice(11, 13) + d.slice(14, 16) + d.slice(17, 19);
  return stamp + String(randomInt(0, 1e10)).padStart(10, '0');
}

/** A provider trade number for the n-th attempt of an order: within the 6-32 characters both gateways accept. */
export function outTradeNoOf(orderNo: string, attempt: number): string {
  return `${orderNo}P${attempt}`;
}

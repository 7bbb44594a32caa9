/**
 * What payment/{id}/{type?} names (both sites): `type` is package (the default, as the package page links it),
 * template or contract, with `id` the package id, template id or contract id; or `order`, with `id` an order
 * number (the payment history's Pay). Anything else names nothing.
 */
export type PaymentTargetType = 'package' | 'template' | 'contract' | 'order';
export interface PaymentTarget {
  type: PaymentTargetType;
  id: string;
}

const TYPES: readonly string[] = ['package', 'template', 'contract', 'order'];

export function parsePaymentTarget(id: string | undefined, type: string | undefined): PaymentTarget | null {
  if (!id) return null;
  const kind = type || 'package';
  if (!TYPES.includes(kind)) return null;
  if (kind === 'contract' && !/^\d+$/.test(id)) return null;
  return { type: kind as PaymentTargetType, id };
}

/** Query keys of fapiao management: every change (a set saved, a request made or cancelled) invalidates `fapiaoRoot`. */
export const fapiaoRoot = ['fapiao'] as const;
export const infosKey = [...fapiaoRoot, 'infos'] as const;
export const invoiceableKey = [...fapiaoRoot, 'orders'] as const;

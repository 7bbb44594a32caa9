/** Query keys of My Subscriptions; a purchase or a generated contract invalidates `subscriptionsRoot`. */
export const subscriptionsRoot = ['subscriptions'] as const;

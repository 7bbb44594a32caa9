/** The pricing FAQ of spec §9, by locale key (`pricing:faq.<key>.q` / `.a`), in the order shown. */
export const PRICING_FAQ = ['limit', 'accounts', 'usd', 'invoice'] as const;

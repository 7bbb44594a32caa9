/**
 * The personal centre's menu (spec §2 "My Account"), by registry route name, in the spec's order. Labels are keys of
 * the `center` namespace (`menu.<key>`). Entries whose pages come later link to their routes' frames.
 */
export const CENTER_MENU = ['personalHome', 'set', 'message', 'myContract', 'paymentRecords', 'collection', 'invoiceManage', 'order'] as const;
export type CenterMenuKey = (typeof CENTER_MENU)[number];

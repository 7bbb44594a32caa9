import { topupBody } from '@lexbridge/contract/api/commerce';
import { issuesByField } from '../account/form/schemaRules.ts';

export interface TopupValues {
  amount: string;
  method: 'alipay' | 'wechat' | null;
}

/**
 * The top-up form checked with the call's own schema (spec §5 messages, as `validation` locale keys): a method is
 * required ('Please select one payment method.'), an amount is required ('Please enter the amount you wish to add
 * here') and must be a number of yuan above zero with at most two decimals ('Please enter a valid number.').
 */
export function topupIssues(values: TopupValues): { amount?: string; method?: string } {
  const issues = issuesByField(topupBody, { amount: values.amount, method: values.method ?? undefined, platform: 'pc' });
  return { amount: issues.amount, method: issues.method };
}

/** Amounts offered as one-click choices, in yuan. */
export const QUICK_AMOUNTS = [100, 500, 1000, 5000] as const;

import type { SubscriptionStatus } from '@lexbridge/contract/api/subscriptions';
import { formatTime } from '../format.ts';

/** YYYY-MM-DD in China time: the expiry date of spec §2's package columns. */
export function formatDay(epochMs: number): string {
  return formatTime(epochMs).slice(0, 10);
}

/** How each status reads at a glance: running green, due soon amber, not started blue, expired grey. */
export const STATUS_TONE: Record<SubscriptionStatus, 'success' | 'warning' | 'processing' | 'default'> = {
  subscribing: 'success',
  due_soon: 'warning',
  not_started: 'processing',
  expired: 'default',
};

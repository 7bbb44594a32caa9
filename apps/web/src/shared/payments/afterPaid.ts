import type { QueryClient } from '@tanstack/react-query';

/**
 * A paid order changes much of what the user sees: subscriptions and entitlements (catalogue flags, the account
 * overview), contracts (paid), the balance and its history, the payment history, the letters announcing it. Rather
 * than list every feature's cache keys here (and miss the next one), everything cached is marked stale; pages on
 * screen read theirs again, the rest on their next visit.
 */
export function refreshAfterPayment(client: QueryClient): Promise<void> {
  return client.invalidateQueries();
}

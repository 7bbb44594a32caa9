import type { Db } from '@lexbridge/db';
import { subscriptions } from '@lexbridge/db/schema/accounts';

export const TRIAL_PACKAGE_ID = 'trial';

export interface TrialGrant {
  count: number;
  days: number;
  now: Date;
}

/**
 * Gives a new account its free-trial package: `count` drafting uses valid `days` days.
 * Runs inside the transaction that creates the user, so an account never exists without its trial.
 */
export async function grantTrial(db: Db, userId: number, grant: TrialGrant) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      packageId: TRIAL_PACKAGE_ID,
      kind: 'trial',
      trialTotal: grant.count,
      trialRemaining: grant.count,
      startsAt: grant.now,
      expiresAt: new Date(grant.now.getTime() + grant.days * 86_400_000),
      createdAt: grant.now,
    })
    .returning();
  return row;
}

import { afterAll, beforeAll } from 'vitest';
import { schema } from '@lexbridge/db';
import { eq } from '@lexbridge/db/orm';
import { callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerUser } from '../auth/flows.ts';
import { makeFixtureContent, type FixtureContent } from './fixture-content.ts';

/** One app per test file on the fixture content folder; `t` is set before the first test. */
export function catalogueApp(config: Parameters<typeof makeTestApp>[0] = {}) {
  const state: { t: TestApp; content: FixtureContent } = {} as never;
  beforeAll(async () => {
    state.content = makeFixtureContent();
    state.t = await makeTestApp({ ...config, config: { CONTENT_DIR: state.content.dir, ...config.config } });
  });
  afterAll(async () => {
    await state.t?.close();
    state.content?.remove();
  });
  return state;
}

export interface Member {
  token: string;
  id: number;
}

/** A new account (it holds the free trial every account receives). */
export async function member(t: TestApp): Promise<Member> {
  const { token } = await registerUser(t.app);
  const me = await callOk(t.app, 'GET', '/api/users', { token });
  return { token, id: me.user.id as number };
}

/** A new account whose free trial is used up: entitled to nothing. */
export async function memberWithoutTrial(t: TestApp): Promise<Member> {
  const m = await member(t);
  await t.db.db.update(schema.subscriptions).set({ trialRemaining: 0 }).where(eq(schema.subscriptions.userId, m.id));
  return m;
}

/** Gives the user a running subscription of a package, from now for `days`. */
export async function subscribe(t: TestApp, userId: number, packageId: string, days = 365, startOffsetMs = 0) {
  const start = new Date(t.clock.now() + startOffsetMs);
  await t.db.db.insert(schema.subscriptions).values({
    userId,
    packageId,
    kind: 'subscribe',
    startsAt: start,
    expiresAt: new Date(start.getTime() + days * 86_400_000),
    createdAt: start,
  });
}

export async function purchase(t: TestApp, userId: number, templateId: string) {
  const now = new Date(t.clock.now());
  const [row] = await t.db.db.insert(schema.templatePurchases).values({ userId, templateId, priceFen: 99_900, purchasedAt: now }).returning();
  return row.id;
}

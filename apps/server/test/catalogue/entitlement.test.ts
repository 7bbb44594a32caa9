import { describe, expect, it } from 'vitest';
import type { CatalogueTemplate } from '@lexbridge/contract';
import { schema } from '@lexbridge/db';
import { eq } from '@lexbridge/db/orm';
import { entitlementFor } from '../../src/modules/catalogue/entitlement.ts';
import { callOk } from '../helpers/api.ts';
import { catalogueApp, member, memberWithoutTrial, purchase, subscribe } from './setup.ts';

const s = catalogueApp();

describe('entitlementFor', () => {
  it('prefers a package subscription, then a purchased template, then the trial', async () => {
    const m = await member(s.t);
    const trial = await entitlementFor(s.t.ctx, m.id, 'sale-of-goods');
    expect(trial).toMatchObject({ kind: 'trial', packageId: 'trial', purchaseId: null, trialRemaining: s.t.ctx.config.TRIAL_PACKAGE_COUNT });
    expect(trial.subscriptionId).toEqual(expect.any(Number));

    const purchaseId = await purchase(s.t, m.id, 'sale-of-goods');
    expect(await entitlementFor(s.t.ctx, m.id, 'sale-of-goods')).toMatchObject({ kind: 'template', purchaseId, subscriptionId: null, packageId: null });
    // A purchase is for its own template only.
    expect((await entitlementFor(s.t.ctx, m.id, 'employment-contract')).kind).toBe('trial');

    await subscribe(s.t, m.id, 'foreign-trade');
    expect(await entitlementFor(s.t.ctx, m.id, 'sale-of-goods')).toMatchObject({ kind: 'package', packageId: 'foreign-trade', purchaseId: null });
    expect((await entitlementFor(s.t.ctx, m.id, 'employment-contract')).kind).toBe('trial');
  });

  it('a used purchase, a used-up or expired trial and an expired subscription entitle nothing', async () => {
    const m = await memberWithoutTrial(s.t);
    expect((await entitlementFor(s.t.ctx, m.id, 'sale-of-goods')).kind).toBeNull();
    const purchaseId = await purchase(s.t, m.id, 'sale-of-goods');
    await s.t.db.db.update(schema.templatePurchases).set({ usedAt: new Date(s.t.clock.now()) }).where(eq(schema.templatePurchases.id, purchaseId));
    expect((await entitlementFor(s.t.ctx, m.id, 'sale-of-goods')).kind).toBeNull();

    await subscribe(s.t, m.id, 'custom', -1);
    expect((await entitlementFor(s.t.ctx, m.id, 'sale-of-goods')).kind).toBeNull();

    const fresh = await member(s.t);
    expect((await entitlementFor(s.t.ctx, fresh.id, 'jv-agreement')).kind).toBe('trial');
    await s.t.db.db.update(schema.subscriptions).set({ expiresAt: new Date(s.t.clock.now()) }).where(eq(schema.subscriptions.userId, fresh.id));
    expect((await entitlementFor(s.t.ctx, fresh.id, 'jv-agreement')).kind).toBeNull();
  });

  it('nobody is entitled to a template not built or not in the catalogue', async () => {
    const m = await member(s.t);
    await subscribe(s.t, m.id, 'custom');
    expect((await entitlementFor(s.t.ctx, m.id, 'capital-increase')).kind).toBeNull();
    // Marked built in the catalogue, but its content has not landed.
    expect((await entitlementFor(s.t.ctx, m.id, 'purchase-of-goods')).kind).toBeNull();
    expect((await entitlementFor(s.t.ctx, m.id, 'nope')).kind).toBeNull();
  });

  it('works inside a transaction, locking the rows it reads', async () => {
    const m = await member(s.t);
    const now = new Date(s.t.clock.now());
    const e = await s.t.ctx.db.transaction((tx) => entitlementFor(tx, m.id, 'sale-of-goods', now, { forUpdate: true }));
    expect(e.kind).toBe('trial');
  });

  it('the catalogue’s entitled flags follow the same rule', async () => {
    const m = await memberWithoutTrial(s.t);
    await subscribe(s.t, m.id, 'domestic');
    await purchase(s.t, m.id, 'jv-agreement');
    const all: CatalogueTemplate[] = await callOk(s.t.app, 'GET', '/api/classifies/all', { token: m.token });
    // domestic contains sale-of-goods and employment-contract (built here); jv-agreement is purchased.
    expect(all.filter((t) => t.entitled).map((t) => t.id)).toEqual(['jv-agreement', 'sale-of-goods', 'employment-contract']);
  });
});

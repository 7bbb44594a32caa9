import { describe, expect, it } from 'vitest';
import { SessionCheckCache } from './session-cache.ts';
import type { AuthInfo } from './sessions.service.ts';

const T0 = 1_800_000_000_000;
const TTL = 30_000;
const FAR = T0 + 7 * 86_400_000;

function auth(userId: number, token = `tok-${userId}-${Math.random()}`, expiresAt = FAR): AuthInfo {
  return { userId, sessionId: `s-${token}`, token, expiresAt, user: { id: userId, name: `user ${userId}` } as AuthInfo['user'] };
}

function enabledCache() {
  const cache = new SessionCheckCache(TTL);
  cache.enable();
  return cache;
}

describe('SessionCheckCache', () => {
  it('answers a stored check until the TTL runs out', () => {
    const cache = enabledCache();
    const a = auth(1);
    cache.store(a, cache.mark(), T0, FAR);
    expect(cache.lookup(a.token, T0 + TTL - 1)?.userId).toBe(1);
    expect(cache.lookup(a.token, T0 + TTL)).toBeNull();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, size: 0 });
  });

  it('never answers past the token expiry or the session expiry', () => {
    const cache = enabledCache();
    const byToken = auth(1, 'a', T0 + 1_000);
    cache.store(byToken, cache.mark(), T0, FAR);
    const bySession = auth(2, 'b');
    cache.store(bySession, cache.mark(), T0, T0 + 2_000);
    expect(cache.lookup('a', T0 + 999)).not.toBeNull();
    expect(cache.lookup('a', T0 + 1_000)).toBeNull();
    expect(cache.lookup('b', T0 + 1_999)).not.toBeNull();
    expect(cache.lookup('b', T0 + 2_000)).toBeNull();
  });

  it('a change of a user drops every check of that user and no other', () => {
    const cache = enabledCache();
    const [a1, a2, other] = [auth(1), auth(1), auth(2)];
    for (const x of [a1, a2, other]) cache.store(x, cache.mark(), T0, FAR);
    cache.dropUser(1);
    expect(cache.lookup(a1.token, T0)).toBeNull();
    expect(cache.lookup(a2.token, T0)).toBeNull();
    expect(cache.lookup(other.token, T0)?.userId).toBe(2);
  });

  it('refuses a check read before a change of its user, and keeps one read after', () => {
    const cache = enabledCache();
    const before = auth(1);
    const mark = cache.mark();
    cache.dropUser(1); // the change is announced while the read is on its way
    cache.store(before, mark, T0, FAR);
    expect(cache.lookup(before.token, T0)).toBeNull();
    // Another user's change does not spoil the read.
    const unrelated = auth(3);
    const mark3 = cache.mark();
    cache.dropUser(4);
    cache.store(unrelated, mark3, T0, FAR);
    expect(cache.lookup(unrelated.token, T0)).not.toBeNull();
    const after = auth(1);
    cache.store(after, cache.mark(), T0, FAR);
    expect(cache.lookup(after.token, T0)).not.toBeNull();
  });

  it('stores nothing while disabled; disabling forgets, and reads begun before re-enabling are refused', () => {
    const cache = new SessionCheckCache(TTL);
    const a = auth(1);
    cache.store(a, cache.mark(), T0, FAR);
    expect(cache.lookup(a.token, T0)).toBeNull();
    cache.enable();
    cache.store(a, cache.mark(), T0, FAR);
    expect(cache.stats().size).toBe(1);
    const inFlight = cache.mark();
    cache.disable();
    expect(cache.stats()).toMatchObject({ enabled: false, size: 0 });
    cache.enable();
    cache.store(a, inFlight, T0, FAR);
    expect(cache.lookup(a.token, T0)).toBeNull();
  });

  it('a TTL of zero never enables', () => {
    const cache = new SessionCheckCache(0);
    cache.enable();
    expect(cache.enabled).toBe(false);
  });

  it('hands out frozen checks, so no request can change what the next one gets', () => {
    const cache = enabledCache();
    const a = auth(1);
    cache.store(a, cache.mark(), T0, FAR);
    const hit = cache.lookup(a.token, T0)!;
    expect(Object.isFrozen(hit)).toBe(true);
    expect(Object.isFrozen(hit.user)).toBe(true);
  });

  it('stays bounded: the oldest checks go first', () => {
    const cache = enabledCache();
    const first = auth(1, 'first');
    cache.store(first, cache.mark(), T0, FAR);
    for (let i = 0; i < 50_000; i++) cache.store(auth(10 + i, `t${i}`), cache.mark(), T0, FAR);
    expect(cache.stats().size).toBe(50_000);
    expect(cache.lookup('first', T0)).toBeNull();
    expect(cache.lookup('t49999', T0)).not.toBeNull();
  });
});

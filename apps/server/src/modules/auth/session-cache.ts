import type { AppContext } from '../../context.ts';
import type { AuthInfo } from './sessions.service.ts';

/**
 * Session checks this instance has already made: login token → the caller's user and session, as the guard found them
 * in the database. A hit answers without a database round trip, the main cost of an authenticated call.
 *
 * Why it stays correct:
 * - An entry lives at most the TTL (AUTH_CACHE_SECONDS), and never past the token's or the session's expiry.
 * - Every change of a user or session row is announced at commit to every instance (LISTEN/NOTIFY, `auth-feed.ts`),
 *   which drops that user's entries. The instance that made the change also drops them at once (`authChanged`).
 * - A check read from the database before a change, whose answer arrives after the change was announced, is not
 *   stored: each fill notes the change counter before its read and is refused if its user changed since.
 * - While the announcements cannot be heard (the listening connection is down), the cache is empty and stores nothing.
 * Only successful checks are kept; refusals always go to the database.
 */
/** Entries per instance: a few MB of user rows; the oldest go first when it is full. */
const MAX_ENTRIES = 50_000;
/** Users whose change counter is remembered; past that, every fill in flight is refused once and the memory reset. */
const MAX_TRACKED_CHANGES = 10_000;

interface Entry {
  auth: AuthInfo;
  /** Clock time (ms) after which the entry is not used. */
  until: number;
}

export interface SessionCacheStats {
  enabled: boolean;
  size: number;
  hits: number;
  misses: number;
}

export class SessionCheckCache {
  readonly #ttlMs: number;
  readonly #entries = new Map<string, Entry>();
  readonly #tokensOfUser = new Map<number, Set<string>>();
  /** Counts changes; a fill remembers its value before reading the database. */
  #changes = 0;
  /** The counter value of each user's latest change. */
  readonly #changedAt = new Map<number, number>();
  /** Fills begun before this counter value are refused (the cache was cleared or re-enabled since). */
  #floor = 0;
  #enabled = false;
  #hits = 0;
  #misses = 0;

  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  stats(): SessionCacheStats {
    return { enabled: this.#enabled, size: this.#entries.size, hits: this.#hits, misses: this.#misses };
  }

  /** The stored check of `token`, if it is still good at `now`. */
  lookup(token: string, now: number): AuthInfo | null {
    const entry = this.#entries.get(token);
    if (entry === undefined) {
      this.#misses++;
      return null;
    }
    if (now >= entry.until) {
      this.#remove(token, entry.auth.userId);
      this.#misses++;
      return null;
    }
    this.#hits++;
    return entry.auth;
  }

  /** Taken before the database read of a check; hand it back to `store`. */
  mark(): number {
    return this.#changes;
  }

  /** Keeps a successful check read after `mark`, unless its user changed (or the cache was cleared) since. */
  store(auth: AuthInfo, mark: number, now: number, sessionExpiresAt: number): void {
    if (!this.#enabled || this.#ttlMs <= 0 || mark < this.#floor) return;
    const changed = this.#changedAt.get(auth.userId);
    if (changed !== undefined && changed > mark) return;
    const until = Math.min(now + this.#ttlMs, auth.expiresAt, sessionExpiresAt);
    if (until <= now) return;
    const previous = this.#entries.get(auth.token);
    if (previous) this.#remove(auth.token, previous.auth.userId);
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.entries().next().value;
      if (oldest) this.#remove(oldest[0], oldest[1].auth.userId);
    }
    this.#entries.set(auth.token, { auth: Object.freeze({ ...auth, user: Object.freeze({ ...auth.user }) }), until });
    let tokens = this.#tokensOfUser.get(auth.userId);
    if (!tokens) this.#tokensOfUser.set(auth.userId, (tokens = new Set()));
    tokens.add(auth.token);
  }

  /** The user's row or one of their sessions changed: forget their checks, and refuse fills read before now. */
  dropUser(userId: number): void {
    this.#changes++;
    if (this.#changedAt.size >= MAX_TRACKED_CHANGES) {
      this.#changedAt.clear();
      this.#floor = this.#changes;
    }
    this.#changedAt.set(userId, this.#changes);
    const tokens = this.#tokensOfUser.get(userId);
    if (!tokens) return;
    for (const token of tokens) this.#entries.delete(token);
    this.#tokensOfUser.delete(userId);
  }

  /** Changes are heard again: start empty, and refuse fills read while they were not. */
  enable(): void {
    this.#reset();
    this.#enabled = this.#ttlMs > 0;
  }

  /** Changes can no longer be heard: forget everything and store nothing until `enable`. */
  disable(): void {
    this.#enabled = false;
    this.#reset();
  }

  #reset(): void {
    this.#entries.clear();
    this.#tokensOfUser.clear();
    this.#changedAt.clear();
    this.#floor = ++this.#changes;
  }

  #remove(token: string, userId: number): void {
    this.#entries.delete(token);
    const tokens = this.#tokensOfUser.get(userId);
    if (!tokens) return;
    tokens.delete(token);
    if (tokens.size === 0) this.#tokensOfUser.delete(userId);
  }
}

const caches = new WeakMap<AppContext, SessionCheckCache>();

export function attachSessionCache(ctx: AppContext, cache: SessionCheckCache): void {
  caches.set(ctx, cache);
}

export function detachSessionCache(ctx: AppContext): void {
  caches.get(ctx)?.disable();
  caches.delete(ctx);
}

/** The cache of this app instance; undefined when it runs without one (AUTH_CACHE_SECONDS=0, or a bare context). */
export function sessionCacheOf(ctx: AppContext): SessionCheckCache | undefined {
  return caches.get(ctx);
}

/**
 * Call after committing a change of a user's row or sessions. Other instances hear of it through the database; this
 * one forgets at once, so the caller's next request, which may come before the announcement, sees the change.
 */
export function authChanged(ctx: AppContext, userId: number): void {
  caches.get(ctx)?.dropUser(userId);
}

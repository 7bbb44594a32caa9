/**
 * Registration attribution (spec §4): `agentId` and `activityId` from any page's query are kept for the session
 * (sessionStorage) and sent with registrations.
 */
const KEYS = ['agentId', 'activityId'] as const;
type Key = (typeof KEYS)[number];
const PREFIX = 'lexbridge.';

export function captureAttribution(search: string): void {
  const q = new URLSearchParams(search);
  for (const key of KEYS) {
    const v = q.get(key);
    if (v) {
      try {
        sessionStorage.setItem(PREFIX + key, v.slice(0, 64));
      } catch {
        /* storage disabled: nothing to attribute */
      }
    }
  }
}

export function getAttribution(): Partial<Record<Key, string>> {
  const out: Partial<Record<Key, string>> = {};
  for (const key of KEYS) {
    try {
      const v = sessionStorage.getItem(PREFIX + key);
      if (v) out[key] = v;
    } catch {
      /* storage disabled */
    }
  }
  return out;
}

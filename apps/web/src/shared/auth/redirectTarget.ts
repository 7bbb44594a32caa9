/**
 * The page a login returns to (spec §4): saved before visiting any page that is not visitors-only, read after login.
 * Kept per tab (sessionStorage), like the rest of the visit.
 */
const KEY = 'lexbridge.redirectTarget';

export function saveRedirectTarget(pathWithQuery: string): void {
  try {
    sessionStorage.setItem(KEY, pathWithQuery);
  } catch {
    /* storage disabled (private mode): login then ends on personal home */
  }
}

export function readRedirectTarget(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearRedirectTarget(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing saved */
  }
}

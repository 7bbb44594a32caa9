import { RELOAD_GUARD_MS } from '@lexbridge/contract/constants';

/**
 * After a deployment the old page parts are gone; a failed dynamic import reloads the page to fetch the new ones,
 * at most once per RELOAD_GUARD_MS (spec §4) so a real outage does not loop.
 */
const KEY = 'lexbridge.chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk \S+ failed/i.test(msg);
}

/** Reloads unless a reload already happened within the guard window; returns whether it reloaded. */
export function reloadOnce(now: number = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(localStorage.getItem(KEY)) || 0;
  } catch {
    /* storage disabled: allow the reload */
  }
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Vite reports failed preloads of lazy parts with this event. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}

import { TOKEN_RENEW_THRESHOLD_MS } from '@lexbridge/contract/constants';
import { fetchTokenExpiry } from '../api/tokens/fetchTokenExpiry.ts';
import { renewToken } from '../api/tokens/renewToken.ts';
import { getToken, getTokenExpiry, setToken, setTokenExpiry } from './authState.ts';

let running: Promise<void> | null = null;

/**
 * Token renewal when leaving a route (spec §4): with a token but no expiry cookie, fetch and store the expiry; when
 * the expiry is within TOKEN_RENEW_THRESHOLD_MS, renew the token and store the new expiry. A token that has already
 * expired fails here with a lost-login code, and the API client sends the user to the login page.
 */
export function renewOnLeave(now: number = Date.now()): Promise<void> {
  if (!getToken()) return Promise.resolve();
  if (running) return running;
  running = (async () => {
    let expiresAt = getTokenExpiry();
    if (expiresAt === null) {
      expiresAt = await fetchTokenExpiry();
      setTokenExpiry(expiresAt);
    }
    if (expiresAt - now <= TOKEN_RENEW_THRESHOLD_MS) {
      setToken(await renewToken());
      setTokenExpiry(await fetchTokenExpiry());
    }
  })()
    .catch(() => {
      /* already shown (toast or login redirect) by the API client */
    })
    .finally(() => {
      running = null;
    });
  return running;
}

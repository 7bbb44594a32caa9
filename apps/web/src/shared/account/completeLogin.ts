import { loginDestination, setLogin } from '../auth/session.ts';
import { navigateTo } from '../navigation.ts';
import { clearWxTicket } from './wxTicket.ts';

/**
 * Every login page ends here: keep the token and the user, then go where the login was asked from (spec §4).
 * The destination is read before the token is stored: once it is, the visitors-only page being shown is left for
 * the home page, and its `redirect` query would be lost.
 */
export async function completeLogin(token: string): Promise<void> {
  const destination = loginDestination(window.location.pathname, window.location.search);
  clearWxTicket();
  await setLogin(token);
  navigateTo(destination, { replace: true });
}

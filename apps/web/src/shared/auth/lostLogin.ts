import { resolveEntry } from '@lexbridge/contract/routes';
import { currentPath, navigateTo } from '../navigation.ts';
import { locate, phoneLoginPath } from '../locate.ts';
import { clearLogin } from './authState.ts';

/**
 * Lost login (codes 401, 403, 510100, 100004 or HTTP 401/403, spec §8): forget the login and go to the SMS login page
 * with the current page as `redirect`. On a visitors-only page there is nothing to come back to, so we stay.
 */
export function handleLostLogin(): void {
  clearLogin();
  const here = currentPath();
  const pathname = here.split('?')[0];
  const { device, lang } = locate(pathname);
  const entry = resolveEntry(pathname, { phone: device === 'mobile', cookieLang: lang });
  if ('match' in entry && entry.match?.def.flag === 'offLogin') return;
  navigateTo(phoneLoginPath(device, lang, here), { replace: true });
}

import { useEffect, useState } from 'react';
import { routePath, type Device } from '@lexbridge/contract/routes';
import { clearLogin } from '../auth/authState.ts';
import { clearRedirectTarget } from '../auth/redirectTarget.ts';
import { currentLang } from '../i18n/index.ts';

/**
 * After a password change the server has ended every session of the account, this one too. The browser forgets the
 * login and loads the password login page afresh (nothing of the old session stays in memory); that page then says
 * why the user is there. The saved target is dropped, so the new login does not land back on the change form.
 *
 * A full load rather than an in-app navigation: the route guards would otherwise race the navigation, sending a
 * logged-out visitor of this logged-in page to the SMS login instead.
 */
const NOTICE_KEY = 'lexbridge.passwordChanged';

export function endSessionAfterPasswordChange(device: Device): void {
  clearRedirectTarget();
  try {
    sessionStorage.setItem(NOTICE_KEY, '1');
  } catch {
    /* storage disabled: the login page simply shows no notice */
  }
  clearLogin();
  window.location.replace(routePath(device, currentLang(), 'login'));
}

/** True right after a password change: the login page shows why the user is there. */
export function hasPasswordChangedNotice(): boolean {
  try {
    return sessionStorage.getItem(NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The notice is shown once: the login page drops it after its first render. */
export function dropPasswordChangedNotice(): void {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    /* nothing kept */
  }
}

/** For login pages: whether to show the notice, read once and then forgotten. */
export function usePasswordChangedNotice(): boolean {
  const [shown] = useState(hasPasswordChangedNotice);
  useEffect(() => dropPasswordChangedNotice(), []);
  return shown;
}

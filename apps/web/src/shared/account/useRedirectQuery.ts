import { useLocation } from 'react-router';

/**
 * `?redirect=…` of the page being shown, to carry over when the visitor moves between the login pages (SMS code,
 * password, WeChat, register): whichever way they finally log in, they return where the login was asked from.
 */
export function useRedirectQuery(): string {
  const { search } = useLocation();
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
}

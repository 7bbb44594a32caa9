/**
 * Navigation for code that lives outside React (the API client, the auth state).
 * The router installs its own navigate function at start; until then a full page load is used.
 */
export type NavigateFn = (to: string, opts?: { replace?: boolean }) => void;

let impl: NavigateFn = (to, opts) => {
  if (opts?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(fn: NavigateFn): void {
  impl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  impl(to, opts);
}

/** Path and query of the page being shown. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

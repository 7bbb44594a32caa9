import type { ConsoleMessage, Page } from 'playwright-core';

/**
 * Messages that are not faults of the page:
 * - antd-mobile's notice that react-spring's peer range does not name React 19 (harmless, blueprint Stack);
 * - the browser's own line for an HTTP error answer: API errors are part of the journeys (a visitor asking
 *   who they are, a wrong password), and the page shows them itself. 5xx answers still count.
 */
const HARMLESS: RegExp[] = [
  /react-spring/i,
  /antd-mobile.*(compatib|react version)/i,
  /Failed to load resource: the server responded with a status of 4\d\d/i,
];

export interface PageErrors {
  /** Errors seen so far, each prefixed with where it came from. */
  readonly errors: string[];
  /** Throws listing every error seen since the last clear(). */
  assertClean(context?: string): void;
  clear(): void;
}

/** Collects uncaught exceptions and console errors of a page, so a test can fail on them. */
export function watchPageErrors(page: Page, extraHarmless: RegExp[] = []): PageErrors {
  const errors: string[] = [];
  const harmless = [...HARMLESS, ...extraHarmless];
  const at = () => {
    try {
      return page.url();
    } catch {
      return '?';
    }
  };
  page.on('pageerror', (err) => errors.push(`pageerror at ${at()}: ${err.stack ?? err.message}`));
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (harmless.some((re) => re.test(text))) return;
    errors.push(`console.error at ${at()}: ${text}`);
  });
  page.on('crash', () => errors.push(`page crashed at ${at()}`));
  return {
    errors,
    assertClean(context) {
      if (errors.length === 0) return;
      const list = errors.splice(0).join('\n');
      throw new Error(`${context ? `${context}: ` : ''}page errors:\n${list}`);
    },
    clear() {
      errors.length = 0;
    },
  };
}

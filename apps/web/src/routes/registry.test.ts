import { describe, expect, it } from 'vitest';
import { MOBILE_ROUTES, PC_ROUTES, type RouteDef } from '@lexbridge/contract/routes';
import { desktopPages } from './desktopPages.ts';
import { mobilePages } from './mobilePages.ts';
import cnPages from '../locales/cn/pages.json';
import enPages from '../locales/en/pages.json';

/** Routes that only redirect never render a page of their own. */
const rendered = (routes: RouteDef[]) => routes.filter((r) => !r.redirectTo).map((r) => r.name);

describe('route registry wiring', () => {
  it('gives every desktop route of the contract a desktop page', () => {
    const missing = rendered(PC_ROUTES).filter((name) => !desktopPages[name]);
    expect(missing).toEqual([]);
  });

  it('gives every mobile route of the contract a mobile page', () => {
    const missing = rendered(MOBILE_ROUTES).filter((name) => !mobilePages[name]);
    expect(missing).toEqual([]);
  });

  it('has no page for a route the contract does not know', () => {
    expect(Object.keys(desktopPages).filter((name) => !rendered(PC_ROUTES).includes(name))).toEqual([]);
    expect(Object.keys(mobilePages).filter((name) => !rendered(MOBILE_ROUTES).includes(name))).toEqual([]);
  });

  it('titles every route in both languages', () => {
    const names = new Set([...PC_ROUTES, ...MOBILE_ROUTES].map((r) => r.name));
    for (const titles of [cnPages.title, enPages.title] as Array<Record<string, string>>) {
      expect([...names].filter((n) => !titles[n])).toEqual([]);
    }
  });
});

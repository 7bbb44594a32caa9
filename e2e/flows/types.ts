import type { Page } from 'playwright-core';
import type { DeviceName, Lang } from '../harness/browser.ts';
import type { T } from '../harness/texts.ts';

/** One journey's page, server and language. */
export interface Journey {
  page: Page;
  /** Server base URL. */
  url: string;
  lang: Lang;
  t: T;
}

/**
 * What a person does with their account, on one device. Each step drives the pages the way a user does; the
 * journeys compose them and check where the user ends up.
 */
export interface AuthFlows {
  device: DeviceName;
  /** Register with an SMS code and a password; ends wherever the registration page sends a new user. */
  register(j: Journey, phone: string, password: string): Promise<void>;
  loginByPassword(j: Journey, phone: string, password: string): Promise<void>;
  loginBySms(j: Journey, phone: string): Promise<void>;
  /** Logs out from the page being shown (the server ends the session); ends on the home page, logged out. */
  logout(j: Journey): Promise<void>;
  /** Changes the password; ends on the password login page, logged out. */
  changePassword(j: Journey, oldPassword: string, newPassword: string): Promise<void>;
  /** Waits until the page at `path` is shown to a logged-in user. */
  expectLoggedInAt(j: Journey, path: string): Promise<void>;
  /** Opens the personal centre's home (from the account menu) and checks it shows the account of `phone`. */
  expectPersonalHome(j: Journey, phone: string): Promise<void>;
  home(lang: Lang): string;
  personalHome(lang: Lang): string;
}

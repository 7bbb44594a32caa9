import type { Lang } from '@lexbridge/contract/constants';
import type { Device } from '@lexbridge/contract/routes';
import { phoneLoginPath } from '../locate.ts';
import type { Paths } from '../hooks/usePaths.ts';
import type { SceneType } from './types.ts';

/**
 * What "Start drafting" does on a template page (spec §5, §8):
 * - a template not written yet → the notice 'This contract template is coming soon';
 * - a phone → the notice that contracts are created on a PC (logging in first would end at the same notice);
 * - a visitor → the SMS login, coming back to the template page;
 * - otherwise → the drafting page with the template and the chosen scene.
 * Entitlement is judged by the server when the draft is opened (a per-contract price still lets the user draft).
 */
export type StartDecision =
  | { kind: 'comingSoon' }
  | { kind: 'login'; to: string }
  | { kind: 'pcOnly' }
  | { kind: 'draft'; to: string };

export interface StartInput {
  built: boolean;
  loggedIn: boolean;
  device: Device;
  lang: Lang;
  templateId: string;
  scene: SceneType | null;
  /** The page to come back to after login. */
  here: string;
}

/** Route name of the drafting page (desktop only). */
export const DRAFT_ROUTE = 'draftNew';

/** `/{lang}/draft/new?template=…&scene=…`, through the registry once the drafting page is registered there. */
export function draftPath(paths: Pick<Paths, 'has' | 'to'>, lang: Lang, templateId: string, scene: SceneType | null): string {
  const base = paths.has(DRAFT_ROUTE) ? paths.to(DRAFT_ROUTE) : `/${lang}/draft/new`;
  const q = new URLSearchParams({ template: templateId });
  if (scene) q.set('scene', scene);
  return `${base}?${q.toString()}`;
}

export function decideStart(input: StartInput, paths: Pick<Paths, 'has' | 'to'>): StartDecision {
  if (!input.built) return { kind: 'comingSoon' };
  if (input.device === 'mobile') return { kind: 'pcOnly' };
  if (!input.loggedIn) return { kind: 'login', to: phoneLoginPath(input.device, input.lang, input.here) };
  return { kind: 'draft', to: draftPath(paths, input.lang, input.templateId, input.scene) };
}

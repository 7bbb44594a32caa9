import { LAYOUTS, type LayoutName } from '@lexbridge/contract/api/drafting';

/** The engine's layouts, in the order the switchers offer them (labels: `drafting:layout.<name>`). */
export const LAYOUT_CHOICES: readonly LayoutName[] = LAYOUTS;
export const DEFAULT_LAYOUT: LayoutName = 'side-by-side';

export function isLayout(v: unknown): v is LayoutName {
  return typeof v === 'string' && (LAYOUTS as readonly string[]).includes(v);
}

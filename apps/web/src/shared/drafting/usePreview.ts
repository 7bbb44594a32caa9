import { useMemo } from 'react';
import { assemble, renderHtml, type Answers } from '@lexbridge/drafting/browser';
import type { LayoutName } from '@lexbridge/contract/api/drafting';
import type { LoadedTemplate } from './questionnaire/useQuestionnaire.ts';
import { useDebounced } from './useDebounced.ts';

export const PREVIEW_DELAY_MS = 250;

/**
 * The live preview: the engine assembles the answers in preview mode (missing values as highlighted blanks) and
 * renders HTML in which every answer is escaped. Assembled a moment after typing stops, so typing stays smooth.
 */
export function usePreview(loaded: LoadedTemplate, answers: Answers, layout: LayoutName): { html: string; failed: boolean } {
  const settled = useDebounced(answers, PREVIEW_DELAY_MS);
  return useMemo(() => {
    try {
      const doc = assemble(loaded.compiled, settled, { library: loaded.library, mode: 'preview' });
      return { html: renderHtml(doc, { layout, headingsOnly: !loaded.full }), failed: false };
    } catch {
      // A template the engine cannot assemble is a content fault; the questionnaire stays usable.
      return { html: '', failed: true };
    }
  }, [loaded, settled, layout]);
}

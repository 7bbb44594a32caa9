import { useEffect, useRef, useState } from 'react';

/**
 * What an input shows while the user types. The engine stores answers normalised (text trimmed, "1,000" read as
 * 1000, money with two decimals); shown as-is, the normalised value would eat a trailing space or a comma as it is
 * typed. The input keeps the typed text while it still means the stored answer, and shows the stored answer when it
 * changes from elsewhere (a reloaded draft, a removed group item).
 */
export function useLocalText(stored: unknown, show: (v: unknown) => string, means: (typed: string) => unknown): [string, (typed: string) => void] {
  const [text, setText] = useState(() => show(stored));
  const typed = useRef(text);
  useEffect(() => {
    if (!same(means(typed.current), stored)) {
      typed.current = show(stored);
      setText(typed.current);
    }
    // `show` and `means` are pure functions of the question: the stored value alone decides.
  }, [stored]);
  return [
    text,
    (next: string) => {
      typed.current = next;
      setText(next);
    },
  ];
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === '')) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

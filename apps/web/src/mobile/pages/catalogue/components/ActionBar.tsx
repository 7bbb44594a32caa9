import type { ReactNode } from 'react';

/** The sticky bottom bar of a mobile catalogue page: a favourite toggle and the main button. */
export function ActionBar({ children }: { children: ReactNode }) {
  return <div className="lb-m-actionbar">{children}</div>;
}

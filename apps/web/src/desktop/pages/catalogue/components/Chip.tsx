import type { ReactNode } from 'react';

export type ChipTone = 'gold' | 'blue' | 'green' | 'grey';

/** A small label (popular, bilingual, coming soon, tip) in colours that keep WCAG AA contrast on their tint. */
export function Chip({ tone = 'grey', icon, children }: { tone?: ChipTone; icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={`lb-chip lb-chip--${tone}`}>
      {icon}
      {children}
    </span>
  );
}

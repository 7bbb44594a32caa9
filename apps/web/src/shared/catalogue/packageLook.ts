/**
 * The seven fixed package ids each have an icon (spec §3); both sites draw it on a tinted tile of the package's own
 * colour. Keys are the `icon` the server sends; an unknown key falls back to the neutral look.
 */
export const PACKAGE_ICON_KEYS = ['custom', 'belt-road', 'foreign-trade', 'domestic', 'trial', 'review', 'fie'] as const;
export type PackageIconKey = (typeof PACKAGE_ICON_KEYS)[number];

export interface PackageTone {
  /** Icon colour and the card's accent. */
  fg: string;
  /** Tile background. */
  bg: string;
}

const TONES: Record<PackageIconKey, PackageTone> = {
  custom: { fg: '#8a6a1f', bg: '#f8f0dc' },
  'belt-road': { fg: '#1f4e9e', bg: '#e6eefb' },
  'foreign-trade': { fg: '#0f6b6b', bg: '#e0f2f1' },
  domestic: { fg: '#a13a2a', bg: '#fbe9e5' },
  trial: { fg: '#2e7d4f', bg: '#e5f4ea' },
  review: { fg: '#5b3f9e', bg: '#efe9fb' },
  fie: { fg: '#0b1f44', bg: '#e8ecf3' },
};

const NEUTRAL: PackageTone = { fg: '#1f4e9e', bg: '#eef3fb' };

export function isPackageIconKey(key: string): key is PackageIconKey {
  return (PACKAGE_ICON_KEYS as readonly string[]).includes(key);
}

export function packageTone(icon: string): PackageTone {
  return isPackageIconKey(icon) ? TONES[icon] : NEUTRAL;
}

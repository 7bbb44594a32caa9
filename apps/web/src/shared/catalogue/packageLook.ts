/**
 * The seven fixed packages each have an icon (spec §3), sent as `icon`: crown (customised), globe (Belt and Road),
 * ship (foreign trade), home (domestic), gift (free trial), audit (contract review), bank (FIE conversion).
 * Both sites draw it on a tile of the package's own colour; an unknown key gets the neutral look.
 */
export const PACKAGE_ICON_KEYS = ['crown', 'globe', 'ship', 'home', 'gift', 'audit', 'bank'] as const;
export type PackageIconKey = (typeof PACKAGE_ICON_KEYS)[number];

export interface PackageTone {
  /** Icon colour. */
  fg: string;
  /** Tile background. */
  bg: string;
}

const TONES: Record<PackageIconKey, PackageTone> = {
  crown: { fg: '#8a6a1f', bg: '#f8f0dc' },
  globe: { fg: '#1f4e9e', bg: '#e6eefb' },
  ship: { fg: '#0f6b6b', bg: '#e0f2f1' },
  home: { fg: '#a13a2a', bg: '#fbe9e5' },
  gift: { fg: '#2e7d4f', bg: '#e5f4ea' },
  audit: { fg: '#5b3f9e', bg: '#efe9fb' },
  bank: { fg: '#0b1f44', bg: '#e8ecf3' },
};

const NEUTRAL: PackageTone = { fg: '#1f4e9e', bg: '#eef3fb' };

export function isPackageIconKey(key: string): key is PackageIconKey {
  return (PACKAGE_ICON_KEYS as readonly string[]).includes(key);
}

export function packageTone(icon: string): PackageTone {
  return isPackageIconKey(icon) ? TONES[icon] : NEUTRAL;
}

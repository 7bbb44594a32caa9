import type { ReactNode } from 'react';
import { AppstoreOutline, FileOutline, GiftOutline, GlobalOutline, ShopbagOutline, StarOutline, TravelOutline, TruckOutline } from 'antd-mobile-icons';
import { packageTone, type PackageIconKey } from '../../../../shared/catalogue/packageLook.ts';

const ICONS: Record<PackageIconKey, ReactNode> = {
  crown: <StarOutline />,
  globe: <GlobalOutline />,
  ship: <TruckOutline />,
  home: <ShopbagOutline />,
  gift: <GiftOutline />,
  audit: <FileOutline />,
  bank: <TravelOutline />,
};

/** A package's icon on its tinted tile (decorative: the name stands beside it). */
export function PackageIcon({ icon, size = 40 }: { icon: string; size?: number }) {
  const tone = packageTone(icon);
  return (
    <span className="lb-m-pkg-icon" aria-hidden="true" style={{ width: size, height: size, fontSize: Math.round(size * 0.5), color: tone.fg, background: tone.bg }}>
      {ICONS[icon as PackageIconKey] ?? <AppstoreOutline />}
    </span>
  );
}

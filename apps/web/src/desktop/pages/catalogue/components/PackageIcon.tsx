import type { ReactNode } from 'react';
import { BankOutlined, CrownOutlined, FileSearchOutlined, GiftOutlined, GlobalOutlined, HomeOutlined, SwapOutlined, AppstoreOutlined } from '@ant-design/icons';
import { packageTone, type PackageIconKey } from '../../../../shared/catalogue/packageLook.ts';

const ICONS: Record<PackageIconKey, ReactNode> = {
  crown: <CrownOutlined />,
  globe: <GlobalOutlined />,
  ship: <SwapOutlined />,
  home: <HomeOutlined />,
  gift: <GiftOutlined />,
  audit: <FileSearchOutlined />,
  bank: <BankOutlined />,
};

/** A package's icon on its tinted tile (decorative: the package name always stands beside it). */
export function PackageIcon({ icon, size = 48 }: { icon: string; size?: number }) {
  const tone = packageTone(icon);
  return (
    <span className="lb-pkg-icon" aria-hidden="true" style={{ width: size, height: size, fontSize: Math.round(size * 0.5), color: tone.fg, background: tone.bg }}>
      {ICONS[icon as PackageIconKey] ?? <AppstoreOutlined />}
    </span>
  );
}

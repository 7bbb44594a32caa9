import type { ThemeConfig } from 'antd';

/**
 * The visual identity, defined once: a deep navy for trust and seriousness, a clear working blue for actions, a muted
 * gold accent used sparingly, and a CJK-friendly font stack (PingFang / YaHei / WenQuanYi before the Latin fallbacks,
 * so Chinese and English mix without jumping baselines).
 */
export const brand = {
  navy: '#0b1f44',
  navySoft: '#14305f',
  primary: '#1f4e9e',
  primaryHover: '#2a62c0',
  primaryActive: '#173d7d',
  accent: '#c9a45c',
  /** The accent dark enough for text on light backgrounds (contrast ≥ 3:1 for large text). */
  accentDeep: '#9a7a33',
  bg: '#f5f7fb',
  surface: '#ffffff',
  text: '#1b2433',
  textSecondary: '#5a6678',
  border: '#e2e7ef',
  success: '#2e7d4f',
  warning: '#b7791f',
  danger: '#c2410c',
  radius: 8,
  radiusLarge: 14,
  maxWidth: 1200,
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", "Noto Sans CJK SC", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif',
} as const;

/** antd (desktop) theme tokens. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    colorLink: brand.primary,
    colorLinkHover: brand.primaryHover,
    colorSuccess: brand.success,
    colorWarning: brand.warning,
    colorError: brand.danger,
    colorText: brand.text,
    colorTextSecondary: brand.textSecondary,
    // antd derives these from translucent black, below the 4.5:1 contrast WCAG AA asks of text (field hints, empty states).
    colorTextDescription: brand.textSecondary,
    colorTextTertiary: brand.textSecondary,
    colorTextPlaceholder: '#6b7686',
    colorBorder: brand.border,
    colorBgLayout: brand.bg,
    borderRadius: brand.radius,
    fontFamily: brand.fontFamily,
    fontSize: 14,
  },
  components: {
    Button: { primaryShadow: 'none', fontWeight: 500 },
    Layout: { headerBg: brand.surface, bodyBg: brand.bg, footerBg: brand.navy },
    Menu: { itemBg: 'transparent', horizontalItemSelectedColor: brand.primary },
  },
};

/** The same tokens as CSS custom properties, for plain style sheets and antd-mobile (`--adm-*`). */
export function brandCssVars(): Record<string, string> {
  return {
    '--lb-navy': brand.navy,
    '--lb-navy-soft': brand.navySoft,
    '--lb-primary': brand.primary,
    '--lb-primary-hover': brand.primaryHover,
    '--lb-accent': brand.accent,
    '--lb-accent-deep': brand.accentDeep,
    '--lb-bg': brand.bg,
    '--lb-surface': brand.surface,
    '--lb-text': brand.text,
    '--lb-text-secondary': brand.textSecondary,
    '--lb-border': brand.border,
    '--lb-radius': `${brand.radius}px`,
    '--lb-radius-lg': `${brand.radiusLarge}px`,
    '--lb-max-width': `${brand.maxWidth}px`,
    '--lb-font': brand.fontFamily,
    '--adm-color-primary': brand.primary,
    '--adm-color-text': brand.text,
    '--adm-color-text-secondary': brand.textSecondary,
    '--adm-color-border': brand.border,
    '--adm-color-background': brand.surface,
    '--adm-color-danger': brand.danger,
    '--adm-font-family': brand.fontFamily,
  };
}

export function applyBrandCssVars(el: HTMLElement = document.documentElement): void {
  for (const [k, v] of Object.entries(brandCssVars())) el.style.setProperty(k, v);
}

import type { Severity } from '../types.ts';
import { SEVERITIES, SEVERITY_COLOURS } from './labels.ts';
import { Raster, drawText, textWidth } from './png.ts';

/**
 * The bar chart of issues by severity, laid out once in abstract units (a CHART_W × CHART_H box, y downwards) and
 * drawn twice: rasterised to PNG for the DOCX, and with vector rectangles in the PDF.
 */
export const CHART_W = 480;
export const CHART_H = 200;

export interface Bar {
  severity: Severity;
  count: number;
  x: number;
  y: number;
  w: number;
  h: number;
  colour: string;
}

export interface ChartLayout {
  bars: Bar[];
  /** The baseline the bars stand on. */
  baseline: number;
  /** Top of the space under the baseline where the severity labels go. */
  labelTop: number;
}

const TOP = 34; // room above the tallest bar for its count
const LABEL_H = 40;
const BAR_W = 80;

export function chartLayout(counts: Record<Severity, number>): ChartLayout {
  const baseline = CHART_H - LABEL_H;
  const max = Math.max(1, ...SEVERITIES.map((s) => counts[s]));
  const slot = CHART_W / SEVERITIES.length;
  const bars = SEVERITIES.map((severity, i) => {
    const count = counts[severity];
    // An empty severity still shows a hairline so the reader sees a zero, not a missing bar.
    const h = count ? Math.max(3, ((baseline - TOP) * count) / max) : 1.5;
    return { severity, count, x: slot * i + (slot - BAR_W) / 2, y: baseline - h, w: BAR_W, h, colour: SEVERITY_COLOURS[severity] };
  });
  return { bars, baseline, labelTop: baseline + 8 };
}

const AXIS_WORD: Record<Severity, string> = { higher: 'HIGHER', medium: 'MEDIUM', lower: 'LOWER' };

/** The chart as a PNG, `scale` pixels per unit (2 gives a sharp image at the usual display size). */
export function chartPng(counts: Record<Severity, number>, scale = 2): Buffer {
  const { bars, baseline, labelTop } = chartLayout(counts);
  const r = new Raster(CHART_W * scale, CHART_H * scale);
  for (const b of bars) {
    r.fill(b.x * scale, b.y * scale, b.w * scale, b.h * scale, b.colour);
    const digits = String(b.count);
    const ds = 3 * scale; // 7 × 3 = 21 units tall
    drawText(r, digits, (b.x + b.w / 2) * scale - textWidth(digits, ds) / 2, (b.y - 27) * scale, ds, '333333');
    const ls = 2 * scale;
    const word = AXIS_WORD[b.severity];
    drawText(r, word, (b.x + b.w / 2) * scale - textWidth(word, ls) / 2, (labelTop + 4) * scale, ls, b.colour);
  }
  r.fill(10 * scale, baseline * scale, (CHART_W - 20) * scale, Math.max(1, scale), '9E9E9E');
  return r.png();
}

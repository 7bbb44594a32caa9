import { child, children, type XmlElement } from './xml.ts';

/**
 * Word's automatic numbering, rendered as text ("1.", "(a)", "Article IV"), because the numbers a reader sees are
 * part of the contract: clauses cite each other by them and headings are recognised by them.
 */
interface Level {
  start: number;
  format: string;
  text: string;
  legal: boolean;
}

interface Num {
  abstractId: string;
  starts: Map<number, number>;
}

export interface NumPr {
  numId: string;
  ilvl: number;
}

function val(el: XmlElement | undefined): string | undefined {
  return el?.attrs['w:val'];
}

function roman(n: number): string {
  const table: [number, string][] = [
    [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'],
    [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
  ];
  let s = '';
  for (const [v, r] of table) while (n >= v) (s += r), (n -= v);
  return s;
}

function letters(n: number): string {
  // Word repeats the letter after z: aa, bb, ...
  const k = Math.max(1, n);
  return String.fromCharCode(97 + ((k - 1) % 26)).repeat(Math.floor((k - 1) / 26) + 1);
}

export function formatNumber(n: number, format: string): string {
  switch (format) {
    case 'decimal':
      return String(n);
    case 'decimalZero':
      return n < 10 ? `0${n}` : String(n);
    case 'lowerLetter':
      return letters(n);
    case 'upperLetter':
      return letters(n).toUpperCase();
    case 'lowerRoman':
      return roman(n);
    case 'upperRoman':
      return roman(n).toUpperCase();
    case 'ordinal':
      return `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
    case 'none':
      return '';
    default:
      return String(n);
  }
}

export class Numbering {
  private abstracts = new Map<string, Map<number, Level>>();
  private nums = new Map<string, Num>();
  private styleNum = new Map<string, NumPr>();
  private counters = new Map<string, number[]>();

  constructor(numbering: XmlElement | undefined, styles: XmlElement | undefined) {
    const numRoot = numbering && child(numbering, 'w:numbering');
    if (numRoot) {
      for (const a of children(numRoot, 'w:abstractNum')) {
        const levels = new Map<number, Level>();
        for (const l of children(a, 'w:lvl')) {
          levels.set(Number(l.attrs['w:ilvl'] ?? 0), {
            start: Number(val(child(l, 'w:start')) ?? 1),
            format: val(child(l, 'w:numFmt')) ?? 'decimal',
            text: val(child(l, 'w:lvlText')) ?? '',
            legal: !!child(l, 'w:isLgl'),
          });
        }
        this.abstracts.set(a.attrs['w:abstractNumId'] ?? '', levels);
      }
      for (const n of children(numRoot, 'w:num')) {
        const starts = new Map<number, number>();
        for (const o of children(n, 'w:lvlOverride')) {
          const s = val(child(o, 'w:startOverride'));
          if (s !== undefined) starts.set(Number(o.attrs['w:ilvl'] ?? 0), Number(s));
        }
        this.nums.set(n.attrs['w:numId'] ?? '', { abstractId: val(child(n, 'w:abstractNumId')) ?? '', starts });
      }
    }
    const styleRoot = styles && child(styles, 'w:styles');
    if (styleRoot) {
      const based = new Map<string, string>();
      for (const s of children(styleRoot, 'w:style')) {
        const id = s.attrs['w:styleId'] ?? '';
        const parent = val(child(s, 'w:basedOn'));
        if (parent) based.set(id, parent);
        const numPr = child(child(s, 'w:pPr') ?? s, 'w:numPr');
        if (numPr && child(s, 'w:pPr')) {
          const numId = val(child(numPr, 'w:numId'));
          if (numId) this.styleNum.set(id, { numId, ilvl: Number(val(child(numPr, 'w:ilvl')) ?? 0) });
        }
      }
      // A style inherits the numbering of the style it is based on.
      for (const id of based.keys()) {
        let cur: string | undefined = id;
        for (let depth = 0; cur && depth < 10 && !this.styleNum.has(id); depth++) {
          cur = based.get(cur);
          if (cur && this.styleNum.has(cur)) this.styleNum.set(id, this.styleNum.get(cur)!);
        }
      }
    }
  }

  /** The numbering of a paragraph: its own numPr, else its style's. numId 0 switches numbering off. */
  resolve(pPr: XmlElement | undefined): NumPr | undefined {
    if (!pPr) return undefined;
    const numPr = child(pPr, 'w:numPr');
    const style = val(child(pPr, 'w:pStyle'));
    const fromStyle = style ? this.styleNum.get(style) : undefined;
    if (numPr) {
      const numId = val(child(numPr, 'w:numId')) ?? fromStyle?.numId;
      const ilvl = Number(val(child(numPr, 'w:ilvl')) ?? fromStyle?.ilvl ?? 0);
      if (!numId || numId === '0') return undefined;
      return { numId, ilvl };
    }
    return fromStyle;
  }

  /** Advances the counters for one numbered paragraph and returns its label, e.g. "2.1" or "(b)". */
  next(pr: NumPr): string {
    const num = this.nums.get(pr.numId);
    if (!num) return '';
    const levels = this.abstracts.get(num.abstractId);
    if (!levels) return '';
    // Lists sharing an abstract definition continue each other's numbering unless one restarts with an override.
    const key = num.starts.size ? `n${pr.numId}` : `a${num.abstractId}`;
    let counts = this.counters.get(key);
    if (!counts) {
      counts = [];
      this.counters.set(key, counts);
    }
    const startOf = (l: number) => num.starts.get(l) ?? levels.get(l)?.start ?? 1;
    for (let l = 0; l < pr.ilvl; l++) if (counts[l] === undefined) counts[l] = startOf(l);
    counts[pr.ilvl] = counts[pr.ilvl] === undefined ? startOf(pr.ilvl) : counts[pr.ilvl] + 1;
    counts.length = pr.ilvl + 1;
    const level = levels.get(pr.ilvl);
    if (!level) return '';
    if (level.format === 'bullet') return '•';
    return level.text.replace(/%(\d)/g, (_, d: string) => {
      const l = Number(d) - 1;
      const lv = levels.get(l);
      const format = level.legal ? 'decimal' : (lv?.format ?? 'decimal');
      return formatNumber(counts![l] ?? startOf(l), format);
    });
  }
}

import { describe, expect, it } from 'vitest';
import { ReviewError } from '../errors.ts';
import { parseArgs, USAGE, wantsHelp } from './args.ts';
import { SIDES } from '../types.ts';

describe('command-line arguments', () => {
  it('reads the file, side and json flag in any order', () => {
    expect(parseArgs(['a.pdf'])).toEqual({ file: 'a.pdf', side: undefined, json: false, lang: 'en' });
    expect(parseArgs(['--json', 'a.pdf', '--side', 'licensee'])).toEqual({ file: 'a.pdf', side: 'licensee', json: true, lang: 'en' });
    expect(parseArgs(['--side=mutual', 'b.docx', '--lang', 'cn']).side).toBe('mutual');
  });

  it('refuses unknown sides, options and missing files', () => {
    expect(() => parseArgs(['a.pdf', '--side', 'landlord'])).toThrow(ReviewError);
    expect(() => parseArgs(['a.pdf', '--verbose'])).toThrow(/unknown option/);
    expect(() => parseArgs([])).toThrow(/usage/);
    expect(() => parseArgs(['a.pdf', 'b.pdf'])).toThrow(/one file/);
  });

  it('reads the user\'s party by label or name, and refuses an empty one', () => {
    expect(parseArgs(['jv.docx', '--party', 'Party A']).party).toBe('Party A');
    expect(parseArgs(['--party=Shanghai Jinling', 'jv.docx']).party).toBe('Shanghai Jinling');
    expect(() => parseArgs(['jv.docx', '--party'])).toThrow(ReviewError);
    expect(() => parseArgs(['jv.docx', '--party', '--json'])).toThrow(/--party needs/);
  });

  it('reads the files to write: --report (repeatable), --annotated, --out', () => {
    const a = parseArgs(['c.docx', '--report', 'r.pdf', '--report=r.docx', '--annotated', 'c.annotated.docx', '--out', 'outdir']);
    expect(a).toMatchObject({ file: 'c.docx', report: ['r.pdf', 'r.docx'], annotated: 'c.annotated.docx', out: 'outdir' });
    expect(parseArgs(['c.pdf']).report).toBeUndefined();
    expect(() => parseArgs(['c.pdf', '--report', 'r.txt'])).toThrow(/\.docx or \.pdf/);
    expect(() => parseArgs(['c.pdf', '--annotated', 'c.pdf'])).toThrow(/\.docx file/);
    expect(() => parseArgs(['c.pdf', '--out'])).toThrow(/needs a path/);
  });

  it('answers --help or -h with a usage that names every side and option, in both languages', () => {
    expect(wantsHelp(['--help'])).toBe(true);
    expect(wantsHelp(['c.pdf', '-h'])).toBe(true);
    expect(wantsHelp(['c.pdf', '--json'])).toBe(false);
    for (const s of SIDES) expect(USAGE).toContain(s);
    for (const o of ['--side', '--party', '--json', '--lang', '--report', '--annotated', '--out', '--help']) expect(USAGE).toContain(o);
    expect(USAGE).toMatch(/用法/);
  });
});

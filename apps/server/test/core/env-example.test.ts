import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from '../../src/config.ts';

const file = join(import.meta.dirname, '../../../../.env.example');

function parse(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) out[m[1]] = m[2];
  }
  return out;
}

describe('.env.example', () => {
  const entries = parse(readFileSync(file, 'utf8'));
  const keys = Object.keys(configSchema.shape);

  it('lists every setting, and only settings', () => {
    expect(Object.keys(entries).sort()).toEqual([...keys].sort());
  });

  it('gives each setting its real default', () => {
    const defaults = loadConfig({});
    const fromExample = loadConfig(entries);
    expect(fromExample).toEqual(defaults);
  });

  it('explains each setting in a comment above it (a group of related settings may share one)', () => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const isSetting = (l: string | undefined) => l !== undefined && /^[A-Z0-9_]+=/.test(l);
    lines.forEach((line, i) => {
      if (!isSetting(line)) return;
      let j = i - 1;
      while (isSetting(lines[j])) j--;
      expect(lines[j]?.startsWith('# '), line).toBe(true);
    });
  });

  it('empty values mean the default', () => {
    const c = loadConfig({ PORT: '', TRUST_PROXY: '', SEED_DEMO: '' });
    expect(c.PORT).toBe(3000);
    expect(c.TRUST_PROXY).toBe(false);
    expect(c.SEED_DEMO).toBe(true);
  });
});

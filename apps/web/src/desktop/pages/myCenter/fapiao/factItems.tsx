import type { Fact } from '../../../../shared/fapiao/facts.ts';

/** Facts as the items of an antd Descriptions: numbers in the monospaced face, a wide fact across both columns. */
export function factItems(facts: Fact[]) {
  return facts.map((f) => ({ key: f.key, label: f.label, children: f.mono ? <span className="lb-fp-mono">{f.value}</span> : f.value, ...(f.wide ? { span: 2 } : {}) }));
}

import type { Fact } from '../../../../shared/fapiao/facts.ts';

/** Facts of a details view on a phone, one label and value a line; numbers in the monospaced face. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="lb-m-facts lb-m-fp-facts">
      {facts.map((f) => (
        <div key={f.key}>
          <dt>{f.label}</dt>
          <dd>{f.mono ? <span className="lb-m-fp-mono">{f.value}</span> : f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { Selector } from 'antd-mobile';

/** A single choice among a few (scene, subscribed, layout) as chips, labelled for assistive technology. */
export function ChoiceChips<T extends string>({ label, value, options, onChange, columns }: { label: string; value: T; options: Array<{ value: T; label: string }>; onChange: (v: T) => void; columns?: number }) {
  return (
    <div role="group" aria-label={label} className="lb-m-chips">
      <Selector<T> className="lb-m-selector" columns={columns} value={[value]} onChange={(v) => v[0] && onChange(v[0])} options={options} />
    </div>
  );
}

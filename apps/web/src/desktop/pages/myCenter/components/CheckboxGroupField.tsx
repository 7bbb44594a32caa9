import { Checkbox } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';

/**
 * A checkbox group inside a form item, exposed as an ARIA group named by the item's label. The item marks its
 * control `aria-required`, which a plain div may not carry: the group says it through its label's mark instead.
 */
export function CheckboxGroupField({ label, ...props }: CheckboxGroupProps & { label: string; 'aria-required'?: unknown }) {
  const { 'aria-required': _required, ...rest } = props;
  return <Checkbox.Group {...rest} role="group" aria-label={label} />;
}

import type { ChangeEvent } from 'react';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  className?: string;
}

/**
 * The phone's own picker: a native select opens the system wheel on iOS and Android, reads well with screen readers
 * and takes its label from the form item like any input.
 */
export function NativeSelect({ id, value, onChange, options, placeholder, className, ...aria }: Props) {
  return (
    <select
      id={id}
      className={className ? `lb-m-select ${className}` : 'lb-m-select'}
      value={value ?? ''}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange?.(e.target.value || undefined)}
      {...aria}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

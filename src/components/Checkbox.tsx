import type { InputHTMLAttributes, ReactNode } from 'react';

/** A checkbox with its label beside it, the whole line clickable (44 px tall on touch screens). */
export function Checkbox({
  label,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={`checkbox${className ? ` ${className}` : ''}`}>
      <input type="checkbox" {...rest} /> {label}
    </label>
  );
}

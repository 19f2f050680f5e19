import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A labelled text input. */
export function TextField({ label, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  const id = useId();
  return (
    <label className="field" htmlFor={rest.id ?? id}>
      {label}
      <input id={id} {...rest} />
    </label>
  );
}

/** A labelled select. */
export function SelectField({
  label,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode }) {
  const id = useId();
  return (
    <label className="field" htmlFor={rest.id ?? id}>
      {label}
      <select id={id} {...rest}>
        {children}
      </select>
    </label>
  );
}

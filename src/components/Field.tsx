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

/**
 * A label and its input as two siblings (the form grid lays them out); `onChange` receives the typed text.
 * A field that is validated gets `error`: null while the text is fine, else the message shown below it.
 * `hideLabel` keeps the label for screen readers only (a one-field form whose placeholder says it all).
 */
export function LabelledInput({
  label,
  onChange,
  error,
  hideLabel,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  id: string;
  label: ReactNode;
  onChange: (value: string) => void;
  error?: string | null;
  hideLabel?: boolean;
}) {
  return (
    <>
      <label htmlFor={rest.id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        {...rest}
        aria-invalid={error === undefined ? undefined : error !== null}
        aria-describedby={
          [rest['aria-describedby'], error ? `${rest.id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${rest.id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

/** A label and a select of fixed choices as two siblings; `text` names each choice. */
export function LabelledSelect<T extends string | number>({
  id,
  label,
  value,
  choices,
  text,
  onChange,
}: {
  id: string;
  label: ReactNode;
  value: T;
  choices: readonly T[];
  text: (choice: T) => string;
  onChange: (choice: T) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const picked = choices.find((c) => String(c) === e.target.value);
          if (picked !== undefined) onChange(picked);
        }}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {text(c)}
          </option>
        ))}
      </select>
    </>
  );
}

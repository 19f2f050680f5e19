import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LabelledInput } from './Field';
import { ErrorBox } from './Status';
import '@/features/labels/label-forms.css';

/**
 * A one-line form that creates something by its name (a label, a team): the name is required (said once
 * the form was sent), `children` add fields beside it, and `onCreate` gets the trimmed name and a `reset`
 * to call once the thing exists.
 */
export function NameCreateForm({
  label,
  placeholder,
  submitLabel,
  requiredMessage,
  autoFocus,
  pending,
  error,
  onCreate,
  children,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  requiredMessage: string;
  autoFocus?: boolean;
  pending: boolean;
  error: unknown;
  onCreate: (name: string, reset: () => void) => void;
  children?: ReactNode;
}) {
  // The page and its "new" dialog can be on screen together (the dialog drawn over the page).
  const id = useId();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!name.trim()) return;
    onCreate(name.trim(), () => {
      setName('');
      setTouched(false);
    });
  }

  return (
    <>
      <form className="row label-create" onSubmit={submit} noValidate>
        <LabelledInput
          id={`${id}-name`}
          label={label}
          hideLabel
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={name}
          onChange={setName}
        />
        {children}
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {submitLabel}
        </button>
      </form>
      {touched && !name.trim() && <p className="field-error">{requiredMessage}</p>}
      {error !== null && error !== undefined && <ErrorBox error={error} />}
    </>
  );
}

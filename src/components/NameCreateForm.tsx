import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LabelledInput } from './Field';
import { ErrorBox } from './Status';
import '@/features/labels/label-forms.css';

/** The part of a TanStack mutation the form uses. */
interface CreateMutation<Variables, Created> {
  mutate: (variables: Variables, options: { onSuccess: (created: Created) => void }) => void;
  isPending: boolean;
  error: unknown;
}

/** The form's words: the field's label and placeholder, the button, and what is said of an empty name. */
export type NameCreateTexts = [label: string, placeholder: string, submit: string, required: string];

/**
 * A one-line form that creates something by its name (a label, a team) through `create`: the name is required
 * (said once the form was sent), `children` add fields beside it, `variables` turns the trimmed name into the
 * mutation's variables, and once the thing exists the name is cleared and `onCreated` gets it.
 */
export function NameCreateForm<Variables, Created>({
  texts,
  autoFocus,
  create,
  variables,
  onCreated,
  children,
}: {
  texts: NameCreateTexts;
  autoFocus?: boolean;
  create: CreateMutation<Variables, Created>;
  variables: (name: string) => Variables;
  onCreated: (created: Created) => void;
  children?: ReactNode;
}) {
  // The page and its "new" dialog can be on screen together (the dialog drawn over the page).
  const id = useId();
  const [label, placeholder, submit, required] = texts;
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);

  function send(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!name.trim()) return;
    create.mutate(variables(name.trim()), {
      onSuccess: (created) => {
        setName('');
        setTouched(false);
        onCreated(created);
      },
    });
  }

  return (
    <>
      <form className="row label-create" onSubmit={send} noValidate>
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
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {submit}
        </button>
      </form>
      {touched && !name.trim() && <p className="field-error">{required}</p>}
      {create.error !== null && create.error !== undefined && <ErrorBox error={create.error} />}
    </>
  );
}

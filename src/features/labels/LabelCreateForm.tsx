import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label } from '@/api/types';
import { ColorField } from '@/components/ColorField';
import { LabelledInput } from '@/components/Field';
import { ErrorBox } from '@/components/Status';
import { useCreateLabelMutation } from '@/queries/labels';

/** A title and a colour for a new label; on the labels page and in the /labels/new modal. */
export function LabelCreateForm({ onCreated, autoFocus }: { onCreated?: (label: Label) => void; autoFocus?: boolean }) {
  // The page and its "new" dialog can be on screen together (the dialog drawn over the page).
  const id = useId();
  const { t } = useTranslation();
  const create = useCreateLabelMutation();
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  // No colour until one is picked: an empty colour stays empty.
  const [color, setColor] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!title.trim()) return;
    create.mutate(
      { title: title.trim(), hexColor: color },
      {
        onSuccess: (label) => {
          setTitle('');
          setTouched(false);
          setColor('');
          onCreated?.(label);
        },
      },
    );
  }

  return (
    <>
      <form className="row label-create" onSubmit={submit} noValidate>
        <LabelledInput
          id={`${id}-label`}
          label={t('labels.newLabel')}
          hideLabel
          autoFocus={autoFocus}
          placeholder={t('labels.newPlaceholder')}
          value={title}
          onChange={setTitle}
        />
        <label htmlFor={`${id}-label-color`} className="visually-hidden">
          {t('labels.color')}
        </label>
        <ColorField id={`${id}-label-color`} value={color} onChange={setColor} />
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('labels.create')}
        </button>
      </form>
      {touched && !title.trim() && <p className="field-error">{t('labels.titleRequired')}</p>}
      {create.isError && <ErrorBox error={create.error} />}
    </>
  );
}

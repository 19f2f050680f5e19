import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label } from '@/api/types';
import { ColorField } from '@/components/ColorField';
import { NameCreateForm } from '@/components/NameCreateForm';
import { useCreateLabelMutation } from '@/queries/labels';

/** A title and a colour for a new label; on the labels page and in the /labels/new modal. */
export function LabelCreateForm({ onCreated, autoFocus }: { onCreated?: (label: Label) => void; autoFocus?: boolean }) {
  const id = useId();
  const { t } = useTranslation();
  const create = useCreateLabelMutation();
  // No colour until one is picked: an empty colour stays empty.
  const [color, setColor] = useState('');

  return (
    <NameCreateForm
      texts={[t('labels.newLabel'), t('labels.newPlaceholder'), t('labels.create'), t('labels.titleRequired')]}
      autoFocus={autoFocus}
      create={create}
      variables={(title) => ({ title, hexColor: color })}
      onCreated={(label) => {
        setColor('');
        onCreated?.(label);
      }}
    >
      <label htmlFor={`${id}-label-color`} className="visually-hidden">
        {t('labels.color')}
      </label>
      <ColorField id={`${id}-label-color`} value={color} onChange={setColor} />
    </NameCreateForm>
  );
}

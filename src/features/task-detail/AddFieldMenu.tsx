import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/Menu';
import { PlusIcon } from '@/components/icons';
import { FieldIcon } from './FieldIcon';
import { FIELD_NAME_KEYS } from './field-names';
import type { TaskField } from './task-fields';

/** Offers the fields the task has no value in; choosing one shows it and puts the focus in it. */
export function AddFieldMenu({ fields, onAdd }: { fields: TaskField[]; onAdd: (field: TaskField) => void }) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <Dropdown
      className="add-field"
      triggerClassName="btn btn-ghost add-field-trigger"
      label={t('taskDetail.addField')}
      labelShown
      trigger={
        <>
          <PlusIcon size={16} aria-hidden="true" />
          {t('taskDetail.addField')}
        </>
      }
    >
      <ul className="menu-list">
        {fields.map((field) => (
          <li key={field}>
            <button type="button" className="menu-item" data-add-field={field} onClick={() => onAdd(field)}>
              <FieldIcon field={field} />
              {t(FIELD_NAME_KEYS[field])}
            </button>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

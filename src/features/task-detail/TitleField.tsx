import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The task title, edited in place: saved on Enter, ctrl/cmd+s or when focus leaves, reverted on Escape.
 * Read-only viewers see the title as text. Callers key it by the saved title so a change from the server starts a fresh field.
 */
export function TitleField({
  title,
  canWrite,
  onSave,
}: {
  title: string;
  canWrite: boolean;
  onSave: (title: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(title);
  if (!canWrite) return <p className="task-title-readonly">{title}</p>;

  function commit() {
    const next = value.trim();
    if (next === '') setValue(title);
    else if (next !== title) onSave(next);
  }

  return (
    <input
      className="task-title-input"
      aria-label={t('taskDetail.title')}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's')) {
          e.preventDefault();
          commit();
        }
        if (e.key === 'Escape') {
          e.stopPropagation();
          setValue(title);
        }
      }}
    />
  );
}

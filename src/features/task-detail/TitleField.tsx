import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The task title, edited in place: saved on Enter, ctrl/cmd+s or when focus leaves, reverted on Escape. A long
 * title wraps (the field grows with it) rather than being cut off at the field's end.
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
  const field = useRef<HTMLTextAreaElement>(null);
  // The field's height follows its text at its width: measured again whenever the width changes (the dialog
  // opening, a window resized), since a field measured while its dialog is closed has no width to wrap in.
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    const fit = () => {
      element.style.height = 'auto';
      // The height is the border box's: the text's height and the borders around it.
      element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fit();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [value]);
  if (!canWrite) return <p className="task-title-readonly">{title}</p>;

  function commit() {
    const next = value.trim();
    if (next === '') setValue(title);
    else if (next !== title) onSave(next);
  }

  return (
    <textarea
      ref={field}
      rows={1}
      className="task-title-input"
      aria-label={t('taskDetail.title')}
      value={value}
      // A title is one line: pasted line breaks become spaces.
      onChange={(e) => setValue(e.target.value.replace(/\s*\n\s*/g, ' '))}
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

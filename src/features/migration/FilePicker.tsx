import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format-bytes';
import { acceptedExtensions } from './file-check';

interface FilePickerProps {
  id: string;
  accept: string;
  file: File | null;
  /** A translated reason the chosen file cannot be sent. */
  problem: string | null;
  disabled: boolean;
  onPick: (file: File) => void;
}

/** A labelled file input that also takes a file dropped anywhere on its box. */
export function FilePicker({ id, accept, file, problem, disabled, onPick }: FilePickerProps) {
  const { t, i18n } = useTranslation();
  const [over, setOver] = useState(false);
  const describedBy = [`${id}-hint`, file && `${id}-chosen`, problem && `${id}-problem`].filter(Boolean).join(' ');

  function dragOver(event: DragEvent) {
    event.preventDefault();
    if (!disabled) setOver(true);
  }
  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onPick(dropped);
  }

  return (
    <div
      className={over ? 'migration-drop migration-drop-active' : 'migration-drop'}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <label htmlFor={id}>{t('migration.fileLabel')}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onPick(picked);
        }}
      />
      <p id={`${id}-hint`} className="muted">
        {t('migration.fileHint', { types: acceptedExtensions(accept) })}
      </p>
      {file && (
        <p id={`${id}-chosen`}>
          {t('migration.chosenFile', { name: file.name, size: formatBytes(file.size, i18n.language) })}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format-bytes';

/** Why a chosen file cannot be used, or null when it can. */
export type FileProblem = 'type' | 'size' | null;

/**
 * A file input for one image: the file's type and size are checked before `onPick`, and a refused file is
 * explained below the input. `keys` name the texts: the label, the hint, and the two refusals (the hint and
 * "too big" get the size limit as {{max}}).
 */
export function ImageFileInput({
  types,
  maxBytes,
  check,
  disabled,
  onPick,
  keys,
}: {
  types: readonly string[];
  maxBytes: number;
  check: (file: File, maxBytes: number) => FileProblem;
  disabled: boolean;
  onPick: (file: File) => void;
  keys: { choose: string; hint: string; wrongType: string; tooBig: string };
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<FileProblem>(null);
  const max = formatBytes(maxBytes, i18n.language);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const why = check(file, maxBytes);
    setProblem(why);
    if (!why) onPick(file);
  }

  return (
    <>
      <label htmlFor={`${id}-file`}>{t(keys.choose)}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={types.join(',')}
        disabled={disabled}
        onChange={choose}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="muted">
        {t(keys.hint, { max })}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem === 'type' ? t(keys.wrongType) : t(keys.tooBig, { max })}
        </p>
      )}
    </>
  );
}

import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickAddMode } from '@/quick-add';
import { useStoredText } from '@/components/use-stored-text';
import { useLabelsQuery } from '@/queries/labels';
import type { QuickAddOutcome } from '@/api/quick-add';
import { quickAddErrorMessage } from '@/quick-add/errors';
import { HelpModal } from './HelpModal';
import { useHighlighter } from './lazy-parser';
import { ParsedChips } from './ParsedChips';
import { QuickAddField } from './QuickAddField';
import { useQuickAddMutation } from '@/queries/quick-add';

export interface QuickAddInputProps {
  /** The user's frontendSettings.quickAddMagicMode; 'vikunja' when unset. */
  mode?: QuickAddMode;
  /** The project tasks go to when a line names none (the current route's project). */
  projectId?: number | null;
  /** The user's default project; read from the signed-in user when left out. */
  defaultProjectId?: number | null;
  /** The textarea's id; generated when left out. */
  id?: string;
  /** The accessible label of the input; defaults to "New task". */
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Where the typed text is kept until it was added (a storage key); not kept when left out. */
  draftKey?: string;
  /** Called after every line was created; the text is already cleared. */
  onCreated?: (outcome: QuickAddOutcome) => void;
  /** The clock, for tests. */
  now?: () => Date;
  className?: string;
}

/** The quick-add box: highlights what it recognises while typing, shows it as chips, and creates tasks. */
export function QuickAddInput(props: QuickAddInputProps) {
  const { mode = 'vikunja', projectId = null, defaultProjectId, autoFocus, onCreated, now = () => new Date() } = props;
  const { t } = useTranslation();
  const generatedId = useId();
  const id = props.id ?? `quick-add-${generatedId}`;
  const errorId = `${id}-error`;
  const [text, setText, clearText] = useStoredText(props.draftKey);
  const [helpOpen, setHelpOpen] = useState(false);
  const create = useQuickAddMutation({ mode, projectId, defaultProjectId, now, draftKey: props.draftKey });

  const at = now();
  const highlighter = useHighlighter();
  const lines = highlighter?.parseLines(text, mode, at) ?? [];
  const wantsLabels = lines.some((l) => l.parsed.labels.length > 0);
  const labels = useLabelsQuery(wantsLabels).data ?? [];
  const withParts = lines.filter((l) => l.parsed.parts.length > 0);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (text.trim() === '' || create.isPending) return;
    // The text stays until the server confirmed, so a failure loses nothing.
    const sent = text;
    create.mutate(sent, {
      onSuccess: (outcome) => {
        clearText(sent);
        onCreated?.(outcome);
      },
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  const unmatched = create.data?.unmatchedAssignees ?? [];
  return (
    <form className={['quick-add', props.className].filter(Boolean).join(' ')} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {props.label ?? t('tasks.add.label')}
      </label>
      <div className="quick-add-row">
        <QuickAddField
          id={id}
          value={text}
          segments={highlighter?.segments(text, lines) ?? [{ text, kind: null }]}
          placeholder={props.placeholder ?? t('tasks.add.placeholder')}
          busy={create.isPending}
          autoFocus={autoFocus}
          describedBy={create.isError ? errorId : undefined}
          onChange={(value) => {
            setText(value);
            if (create.isError) create.reset();
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="btn quick-add-help-button"
          onClick={() => setHelpOpen(true)}
          aria-haspopup="dialog"
        >
          <span aria-hidden="true">?</span>
          <span className="visually-hidden">{t('quickAdd.help.open')}</span>
        </button>
        <button type="submit" className="btn btn-primary" disabled={create.isPending || text.trim() === ''}>
          {t('tasks.add.submit')}
        </button>
      </div>
      {withParts.map(({ offset, parsed }, i) => (
        <ParsedChips
          key={offset}
          parsed={parsed}
          labels={labels}
          now={at}
          groupLabel={
            lines.length > 1 ? t('quickAdd.chipsOfLine', { title: parsed.text || String(i + 1) }) : t('quickAdd.chips')
          }
        />
      ))}
      {create.isError && (
        <p id={errorId} className="field-error quick-add-error" role="alert">
          {quickAddErrorMessage(create.error, t)}
        </p>
      )}
      {create.isSuccess && unmatched.length > 0 && (
        <p className="warning quick-add-warning" role="status">
          {t('quickAdd.unmatchedAssignees', { names: unmatched.join(', ') })}
        </p>
      )}
      {helpOpen && <HelpModal mode={mode} onClose={() => setHelpOpen(false)} />}
    </form>
  );
}

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { filterCompletions } from '@/filters';
import { useLabelsQuery } from '@/queries/labels';
import { useProjectsQuery } from '@/queries/projects';
import { checkFilter } from './filter-text';
import './filter-input.css';

const quote = (value: string): string => (/[\s,()&|"']/.test(value) ? `"${value.replace(/"/g, '')}"` : value);
const MAX_OPTIONS = 8;

/** Filter query text with completions (fields, operators, label and project names) and live checking. */
export function FilterInput({ value, onChange, id }: { value: string; onChange: (value: string) => void; id: string }) {
  const { t } = useTranslation();
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const labels = useLabelsQuery();
  const projects = useProjectsQuery();
  const [cursor, setCursor] = useState(value.length);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);

  const completion = useMemo(() => filterCompletions(value, cursor), [value, cursor]);
  const options = useMemo(() => {
    let pool = completion.options;
    if (completion.kind === 'value' && completion.field === 'labels') pool = (labels.data ?? []).map((l) => l.title);
    if (completion.kind === 'value' && completion.field === 'project')
      pool = (projects.data ?? []).filter((p) => p.id > 0).map((p) => p.title);
    const prefix = completion.prefix.toLowerCase();
    return pool.filter((o) => o.toLowerCase().startsWith(prefix) && o.toLowerCase() !== prefix).slice(0, MAX_OPTIONS);
  }, [completion, labels.data, projects.data]);
  const check = checkFilter(value);
  const showList = open && options.length > 0;

  function accept(option: string) {
    const text = completion.kind === 'value' ? quote(option) : option;
    const next = `${value.slice(0, completion.from)}${text} ${value.slice(completion.to).trimStart()}`;
    const caret = completion.from + text.length + 1;
    onChange(next);
    setCursor(caret);
    setActive(0);
    requestAnimationFrame(() => ref.current?.setSelectionRange(caret, caret));
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      accept(options[active] ?? options[0] ?? '');
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <div className="filter-input">
      <textarea
        ref={ref}
        id={id}
        rows={2}
        value={value}
        spellCheck={false}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList ? `${listId}-${active}` : undefined}
        aria-invalid={!check.ok}
        aria-describedby={`${id}-status`}
        onChange={(e) => {
          onChange(e.target.value);
          setCursor(e.target.selectionStart);
          setOpen(true);
          setActive(0);
        }}
        onSelect={(e) => setCursor(e.currentTarget.selectionStart)}
        onKeyDown={keyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      {showList && (
        <ul id={listId} role="listbox" className="completions">
          {options.map((option, i) => (
            <li
              key={option}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                accept(option);
              }}
            >
              {option}
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-status`} className={check.ok ? 'muted' : 'field-error'} role={check.ok ? undefined : 'alert'}>
        {check.ok
          ? t('filters.help')
          : `${t(`errors.code.${check.code}`, { defaultValue: '' })} ${check.message}`.trim()}
      </p>
    </div>
  );
}

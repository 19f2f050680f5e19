import type { KeyboardEvent } from 'react';
import type { Segment } from './highlight';
import { loadHighlighter } from './lazy-parser';

interface QuickAddFieldProps {
  id: string;
  value: string;
  segments: Segment[];
  placeholder: string;
  busy: boolean;
  autoFocus?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

/**
 * A textarea laid exactly over a mirror of its text in which the recognised parts are
 * wrapped in <mark>. The textarea's own text is transparent, so the caret and selection
 * are the real control's while the colours come from the mirror; the mirror, which also
 * sizes the box to its content, is hidden from assistive technology.
 */
export function QuickAddField(props: QuickAddFieldProps) {
  const { id, value, segments, placeholder, busy, autoFocus, describedBy, onChange, onKeyDown } = props;
  return (
    <div className="quick-add-field">
      <div className="quick-add-mirror" aria-hidden="true" data-testid="quick-add-mirror">
        {segments.map((segment, i) =>
          segment.kind ? (
            <mark key={i} className={`quick-add-mark quick-add-mark-${segment.kind}`} data-kind={segment.kind}>
              {segment.text}
            </mark>
          ) : (
            <span key={i}>{segment.text}</span>
          ),
        )}
        {/* A trailing newline needs a character after it to take up its line. */}
        {'\u200b'}
      </div>
      <textarea
        id={id}
        className="quick-add-textarea"
        rows={1}
        value={value}
        placeholder={placeholder}
        autoFocus={autoFocus}
        autoComplete="off"
        spellCheck={false}
        readOnly={busy}
        aria-busy={busy}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => void loadHighlighter()}
      />
    </div>
  );
}

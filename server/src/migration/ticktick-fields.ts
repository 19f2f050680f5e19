import { inDate } from '../time.ts';

/** TickTick's priorities are 0 none, 1 low, 3 medium, 5 high; Vikunja's 0 unset, 1 low, 2 medium, 3 high. */
export function tickTickPriority(raw: string): number {
  return ({ '1': 1, '3': 2, '5': 3 } as Record<string, number>)[raw.trim()] ?? 0;
}

/** Status 0 is open; 1 (completed) and 2 (archived, i.e. completed and put away) are done. */
export const tickTickDone = (raw: string): boolean => raw.trim() === '1' || raw.trim() === '2';

/** TickTick writes "2026-06-26T00:00:00+0000"; returns RFC 3339 UTC, or null when empty or unreadable. */
export function tickTickDate(raw: string): string | null {
  const v = raw.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  return inDate(v) ?? null;
}

const SECONDS = { W: 7 * 86400, D: 86400, H: 3600, M: 60, S: 1 } as const;

/** An ISO 8601 duration such as "-PT30M", "-P1D" or "TRIGGER:-P0DT9H0M0S" in seconds; null when unreadable. */
export function isoDurationSeconds(raw: string): number | null {
  const m = /^(?:TRIGGER:)?([+-]?)P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(raw.trim());
  if (!m || raw.trim().toUpperCase().endsWith('P') || /T$/i.test(raw.trim())) return null;
  const [, sign, w, d, h, min, s] = m;
  const total =
    Number(w ?? 0) * SECONDS.W +
    Number(d ?? 0) * SECONDS.D +
    Number(h ?? 0) * SECONDS.H +
    Number(min ?? 0) * SECONDS.M +
    Number(s ?? 0);
  return sign === '-' && total ? -total : total;
}

/** Reminders as offsets in seconds from the task's date ("-PT0S,-P1D" → [0, -86400]). */
export function tickTickReminders(raw: string): number[] {
  return raw
    .split(',')
    .map(isoDurationSeconds)
    .filter((n): n is number => n !== null);
}

/**
 * An RRULE ("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO") as Vikunja's repeat: seconds between
 * occurrences, or repeat mode 1 (same day every month). Rules Vikunja cannot express (BYDAY
 * sets, counts) repeat at their base frequency.
 */
export function tickTickRepeat(raw: string): { repeat_after: number; repeat_mode: number } {
  const parts = new Map(
    raw
      .trim()
      .replace(/^RRULE:/i, '')
      .split(';')
      .map((p) => p.split('=', 2) as [string, string | undefined])
      .map(([k, v]) => [k.toUpperCase(), (v ?? '').toUpperCase()]),
  );
  const interval = Math.max(1, Number.parseInt(parts.get('INTERVAL') ?? '1', 10) || 1);
  switch (parts.get('FREQ')) {
    case 'HOURLY':
      return { repeat_after: interval * 3600, repeat_mode: 0 };
    case 'DAILY':
      return { repeat_after: interval * 86400, repeat_mode: 0 };
    case 'WEEKLY':
      return { repeat_after: interval * 7 * 86400, repeat_mode: 0 };
    case 'MONTHLY':
      return interval === 1
        ? { repeat_after: 0, repeat_mode: 1 }
        : { repeat_after: interval * 30 * 86400, repeat_mode: 0 };
    case 'YEARLY':
      return { repeat_after: interval * 365 * 86400, repeat_mode: 0 };
    case undefined: // no FREQ, or one not listed: not repeating
    default:
      return { repeat_after: 0, repeat_mode: 0 };
  }
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Plain text as HTML paragraphs, one per line, escaped. */
export function textToHtml(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && !lines[lines.length - 1]?.trim()) lines.pop();
  return lines.map((l) => (l.trim() ? `<p>${escapeHtml(l)}</p>` : '<p></p>')).join('');
}

/**
 * A TickTick checklist ("▫open item", "▪done item", one per line) as the editor's task list;
 * lines without a box stay paragraphs above it.
 */
export function checklistToHtml(text: string): string {
  const items: string[] = [];
  const notes: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const m = /^\s*([▫▪☐☑✓□■])\s*(.*)$/u.exec(line);
    if (m)
      items.push(
        `<li data-type="taskItem" data-checked="${m[1] === '▪' || m[1] === '☑' || m[1] === '✓' || m[1] === '■'}"><p>${escapeHtml(m[2] ?? '')}</p></li>`,
      );
    else if (line.trim()) notes.push(line);
  }
  return textToHtml(notes.join('\n')) + (items.length ? `<ul data-type="taskList">${items.join('')}</ul>` : '');
}

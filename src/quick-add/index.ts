/**
 * Quick-add parser: turns "Call Anna tomorrow at 3pm *work +Errands !3 every week"
 * into a title plus date, labels, project, priority, assignees and repeat, and reports
 * where each recognised part sits in the input so an editor can highlight it.
 * Pure: no I/O, and the clock is a parameter. The rules live beside the code that
 * applies them: prefixed.ts (prefixes, quoting, the "@" time rule), default-time.ts
 * (time-of-day slots), relative-dates.ts / calendar-dates.ts / month-dates.ts /
 * times.ts (date phrases), repeats.ts, and parse.ts (precedence).
 */
export { parseTaskText, titleWithout } from './parse';
export { getPrefixes, type Prefixes, type PrefixKind } from './prefixes';
export { cleanupTitle } from './cleanup';
export { defaultHour } from './default-time';
export type { ParsedPart, ParsedTask, PartKind, QuickAddMode, Repeat, RepeatUnit } from './types';

import { describe, expect, it } from 'vitest';
import {
  checklistToHtml,
  isoDurationSeconds,
  textToHtml,
  tickTickDate,
  tickTickDone,
  tickTickPriority,
  tickTickRepeat,
  tickTickReminders,
} from './ticktick-fields.ts';

describe('TickTick fields', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['3', 2],
    ['5', 3],
    ['', 0],
    ['9', 0],
  ])('priority %s → %i', (raw, want) => {
    expect(tickTickPriority(raw)).toBe(want);
  });

  it.each([
    ['0', false],
    ['1', true],
    ['2', true],
    ['', false],
    ['-1', false],
  ])('status %s → done %s', (raw, want) => {
    expect(tickTickDone(raw)).toBe(want);
  });

  it.each([
    ['2026-06-26T00:00:00+0000', '2026-06-26T00:00:00Z'],
    ['2026-06-26T08:30:00+0200', '2026-06-26T06:30:00Z'],
    ['2026-06-26T08:30:00-0130', '2026-06-26T10:00:00Z'],
    ['', null],
    ['soon', null],
  ])('date %s → %s', (raw, want) => {
    expect(tickTickDate(raw)).toBe(want);
  });

  it.each([
    ['-PT0S', 0],
    ['-PT30M', -1800],
    ['-P1D', -86400],
    ['TRIGGER:-P0DT9H0M0S', -32400],
    ['PT15M', 900],
    ['-P1W', -604800],
    ['P', null],
    ['-PT', null],
    ['30 minutes', null],
  ])('duration %s → %s', (raw, want) => {
    expect(isoDurationSeconds(raw)).toBe(want);
  });

  it('reads a list of reminders, skipping unreadable ones', () => {
    expect(tickTickReminders('-PT30M,-P1D,nonsense')).toEqual([-1800, -86400]);
    expect(tickTickReminders('')).toEqual([]);
  });

  it.each([
    ['RRULE:FREQ=DAILY;INTERVAL=1', { repeat_after: 86400, repeat_mode: 0 }],
    ['FREQ=DAILY;INTERVAL=3', { repeat_after: 3 * 86400, repeat_mode: 0 }],
    ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', { repeat_after: 14 * 86400, repeat_mode: 0 }],
    ['RRULE:FREQ=MONTHLY;INTERVAL=1', { repeat_after: 0, repeat_mode: 1 }],
    ['RRULE:FREQ=MONTHLY;INTERVAL=2', { repeat_after: 60 * 86400, repeat_mode: 0 }],
    ['RRULE:FREQ=YEARLY', { repeat_after: 365 * 86400, repeat_mode: 0 }],
    ['RRULE:FREQ=HOURLY;INTERVAL=4', { repeat_after: 4 * 3600, repeat_mode: 0 }],
    ['', { repeat_after: 0, repeat_mode: 0 }],
  ])('repeat %s', (raw, want) => {
    expect(tickTickRepeat(raw)).toEqual(want);
  });

  it('turns text into escaped paragraphs', () => {
    expect(textToHtml('a <b> & "c"\n\nd\n')).toBe('<p>a &lt;b&gt; &amp; &quot;c&quot;</p><p></p><p>d</p>');
    expect(textToHtml('')).toBe('');
  });

  it('turns a checklist into the editor task list', () => {
    expect(checklistToHtml('Before we go\n▫Passport\n▪Charger <usb>')).toBe(
      '<p>Before we go</p><ul data-type="taskList"><li data-type="taskItem" data-checked="false"><p>Passport</p></li>' +
        '<li data-type="taskItem" data-checked="true"><p>Charger &lt;usb&gt;</p></li></ul>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../locales/en.json';
import { dndAnnouncements } from './dnd-accessibility';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en } } });
const names: Record<string, string> = { 'task-1': 'Buy milk', 'bucket-2': 'bucket Done' };
const a = dndAnnouncements(i18n.t, (id) => names[String(id)]);
const item = (id: string) => ({ id }) as never;

describe('dndAnnouncements', () => {
  it.each([
    ['start', () => a.onDragStart({ active: item('task-1') }), 'Picked up Buy milk.'],
    ['over', () => a.onDragOver({ active: item('task-1'), over: item('bucket-2') }), 'Buy milk is over bucket Done.'],
    [
      'over itself',
      () => a.onDragOver({ active: item('task-1'), over: item('task-1') }),
      'Buy milk is back where it started.',
    ],
    ['dropped on itself', () => a.onDragEnd({ active: item('task-1'), over: item('task-1') }), 'Buy milk was dropped.'],
    [
      'over nothing',
      () => a.onDragOver({ active: item('task-1'), over: null }),
      'Buy milk is no longer over a drop area.',
    ],
    [
      'end',
      () => a.onDragEnd({ active: item('task-1'), over: item('bucket-2') }),
      'Buy milk was dropped on bucket Done.',
    ],
    ['end nowhere', () => a.onDragEnd({ active: item('task-1'), over: null }), 'Buy milk was dropped.'],
    ['cancel', () => a.onDragCancel({ active: item('task-1'), over: null }), 'Moving Buy milk was cancelled.'],
    ['unknown id falls back to the id', () => a.onDragStart({ active: item('task-9') }), 'Picked up task-9.'],
  ])('%s', (_name, announce, expected) => {
    expect(announce()).toBe(expected);
  });
});

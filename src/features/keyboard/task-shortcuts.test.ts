import { describe, expect, it } from 'vitest';
import { TASK_SHORTCUT_KEYS, taskShortcut, type KeyPress, type TaskShortcut } from './task-shortcuts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('taskShortcut', () => {
  it.each<[string, KeyPress, boolean, TaskShortcut | null]>([
    ['t marks done', press('t'), false, 'done'],
    ['a assigns', press('a'), false, 'assign'],
    ['l labels', press('l'), false, 'labels'],
    ['d due date', press('d'), false, 'dueDate'],
    ['f attachment', press('f'), false, 'attachment'],
    ['r related', press('r'), false, 'related'],
    ['m move', press('m'), false, 'move'],
    ['c colour', press('c'), false, 'color'],
    ['e description', press('e'), false, 'description'],
    ['p priority', press('p'), false, 'priority'],
    ['s favourite', press('s'), false, 'favorite'],
    ['caps lock T is still t', press('T'), false, 'done'],
    ['alt+r reminder', press('r', { altKey: true, code: 'KeyR' }), false, 'reminder'],
    ['alt+r on a Mac keyboard (®)', press('®', { altKey: true, code: 'KeyR' }), false, 'reminder'],
    ['shift+delete deletes', press('Delete', { shiftKey: true }), false, 'delete'],
    ['ctrl+s saves', press('s', { ctrlKey: true, code: 'KeyS' }), false, 'save'],
    ['cmd+s saves', press('s', { metaKey: true, code: 'KeyS' }), false, 'save'],
    ['ctrl+s saves while typing too', press('s', { ctrlKey: true }), true, 'save'],
    ['plain keys do nothing while typing', press('t'), true, null],
    ['shift+delete does nothing while typing', press('Delete', { shiftKey: true }), true, null],
    ['alt+r does nothing while typing', press('r', { altKey: true, code: 'KeyR' }), true, null],
    ['delete alone does nothing', press('Delete'), false, null],
    ['shift+t does nothing', press('T', { shiftKey: true }), false, null],
    ['ctrl+t is the browser’s', press('t', { ctrlKey: true }), false, null],
    ['ctrl+shift+s is the browser’s', press('S', { ctrlKey: true, shiftKey: true }), false, null],
    ['alt+t does nothing', press('t', { altKey: true, code: 'KeyT' }), false, null],
    ['an unknown key does nothing', press('x'), false, null],
    ['an IME composition is never a shortcut', press('t', { isComposing: true }), false, null],
  ])('%s', (_name, event, typing, expected) => expect(taskShortcut(event, typing)).toBe(expected));

  it('the help lists every action once', () => {
    const actions = TASK_SHORTCUT_KEYS.map(([, action]) => action);
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions).toHaveLength(14);
  });
});

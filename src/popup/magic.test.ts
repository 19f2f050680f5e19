import { describe, expect, it } from 'vitest';
import type { Project } from '@/api/types';
import { QuickAddError } from '@/quick-add/errors';
import { popupTask } from './magic';

const now = new Date(2026, 2, 10, 8, 30); // a Tuesday morning
const projects = [
  { id: 1, title: 'Inbox', identifier: '' },
  { id: 2, title: 'Errands', identifier: 'ERR' },
] as Project[];

describe('popupTask', () => {
  it('takes title, project, date, priority, labels, assignees and repeat from the text', () => {
    expect(popupTask('Buy milk tomorrow *shop +Errands !3 @anna every week', 'vikunja', now, projects, 1)).toEqual({
      title: 'Buy milk',
      projectId: 2,
      details: {
        dueDate: new Date(2026, 2, 11, 9, 0).toISOString(),
        priority: 3,
        repeatAfter: 604800,
        repeatMode: 0,
        labels: ['shop'],
        assignees: ['anna'],
      },
    });
  });

  it.each([
    ['Plain title', 'vikunja', 1, { title: 'Plain title', projectId: 1 }],
    ['Room 101 +err', 'vikunja', 1, { title: 'Room 101', projectId: 2 }],
    ['Call #Errands @work', 'todoist', 1, { title: 'Call', projectId: 2 }],
    ['"+Errands tomorrow"', 'vikunja', 1, { title: '+Errands tomorrow', projectId: 1 }],
    ['Nothing parsed +Errands', 'disabled', 1, { title: 'Nothing parsed +Errands', projectId: 1 }],
  ] as const)('%j in %s mode', (text, mode, picked, expected) => {
    expect(popupTask(text, mode, now, projects, picked)).toMatchObject(expected);
  });

  it('leaves the project to the outbox (the default one) when nothing is named and nothing picked yet', () => {
    expect(popupTask('Read the article', 'vikunja', now, [], null)).toMatchObject({
      title: 'Read the article',
      projectId: null,
    });
    expect(() => popupTask('Read it +Errands', 'vikunja', now, [], null)).toThrow(QuickAddError);
  });

  it.each([
    ['Task +Nowhere', 'UNKNOWN_PROJECT'],
    ['*only-a-label', 'EMPTY_TITLE'],
  ])('%j fails with %s and creates nothing', (text, code) => {
    expect(() => popupTask(text, 'vikunja', now, projects, 1)).toThrow(QuickAddError);
    try {
      popupTask(text, 'vikunja', now, projects, 1);
    } catch (error) {
      expect((error as QuickAddError).code).toBe(code);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { yesNoTable } from '@/test-support/yes-no-table';
import { isWebhookUrl, toggleEvent, validateWebhook } from './webhook-form';

describe('isWebhookUrl', () => {
  yesNoTable(
    isWebhookUrl,
    ['http://127.0.0.1:8080/hook', 'https://example.com/x?y=1', '  http://localhost/  '],
    ['example.com/hook', 'ftp://127.0.0.1/x', 'javascript:alert(1)', 'http://', ''],
  );
});

describe('validateWebhook', () => {
  it.each([
    [
      { targetUrl: 'http://localhost/h', events: ['task.created'], secret: '' },
      { targetUrl: null, events: null },
    ],
    [
      { targetUrl: 'nope', events: ['task.created'], secret: '' },
      { targetUrl: 'projectWebhooks.urlInvalid', events: null },
    ],
    [
      { targetUrl: 'http://localhost/h', events: [], secret: 's' },
      { targetUrl: null, events: 'projectWebhooks.eventsRequired' },
    ],
    [
      { targetUrl: '', events: [], secret: '' },
      { targetUrl: 'projectWebhooks.urlInvalid', events: 'projectWebhooks.eventsRequired' },
    ],
  ])('case %#', (draft, errors) => expect(validateWebhook(draft)).toEqual(errors));
});

describe('toggleEvent', () => {
  const all = ['task.created', 'task.updated', 'project.updated'];
  it.each([
    [[], 'task.updated', ['task.updated']],
    [['project.updated'], 'task.created', ['task.created', 'project.updated']],
    [['task.created', 'task.updated'], 'task.created', ['task.updated']],
  ])('%j + %s → %j', (chosen, event, expected) => expect(toggleEvent(all, chosen, event)).toEqual(expected));
});

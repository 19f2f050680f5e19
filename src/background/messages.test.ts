import { describe, expect, it } from 'vitest';
import { isTrustedSender, parseMessage } from './messages';

const ID = 'abcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;

describe('parseMessage', () => {
  it.each([
    [{ type: 'poll-now' }, { type: 'poll-now' }],
    [{ type: 'poll-now', extra: 1 }, null],
    [{ type: 'delete-everything' }, null],
    [{ type: 42 }, null],
    ['poll-now', null],
    [null, null],
    [[], null],
  ])('%j → %j', (raw, expected) => expect(parseMessage(raw)).toEqual(expected));
});

describe('isTrustedSender', () => {
  it.each([
    [{ id: ID, url: `${ORIGIN}/popup.html` }, true],
    [{ id: ID, url: `${ORIGIN}/app.html#/`, frameId: 0 }, true],
    [{ id: ID, url: `${ORIGIN}/app.html`, frameId: 3 }, false],
    [{ id: 'other-extension', url: `chrome-extension://other-extension/x.html` }, false],
    [{ id: ID, url: 'https://evil.example/page' }, false],
    [{ id: ID }, false],
    [{ id: ID, url: 'not a url' }, false],
    [{ url: `${ORIGIN}/popup.html` }, false],
  ])('%j → %s', (sender, expected) => expect(isTrustedSender(sender, ID, ORIGIN)).toBe(expected));
});

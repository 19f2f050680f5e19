import { describe, expect, it } from 'vitest';
import { isTrustedSender, parseMessage } from './messages';

const ID = 'abcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;

describe('parseMessage', () => {
  it.each([
    [{ type: 'poll-now' }, { type: 'poll-now' }],
    [{ type: 'poll-now', extra: 1 }, null],
    [
      { type: 'renew-session', staleToken: 'abc' },
      { type: 'renew-session', staleToken: 'abc' },
    ],
    [
      { type: 'renew-session', staleToken: null },
      { type: 'renew-session', staleToken: null },
    ],
    [{ type: 'renew-session' }, null],
    [{ type: 'renew-session', staleToken: 42 }, null],
    [{ type: 'renew-session', staleToken: 'a', token: 'b' }, null],
    [
      { type: 'outbox-flush', force: true },
      { type: 'outbox-flush', force: true },
    ],
    [{ type: 'outbox-flush', force: 'yes' }, null],
    [{ type: 'outbox-flush' }, null],
    [{ type: 'toString' }, null],
    [{ type: '__proto__' }, null],
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
    // A content script of ours runs in a web page: its sender URL is the page's.
    [{ id: ID, url: 'https://evil.example/', tab: { id: 3 }, frameId: 0 }, false],
    // Another extension naming our page in its URL is still another extension.
    [{ id: 'evil', url: `${ORIGIN}/popup.html` }, false],
    [{ id: ID, url: `chrome-extension://${ID}evil/popup.html` }, false],
  ])('%j → %s', (sender, expected) => expect(isTrustedSender(sender, ID, ORIGIN)).toBe(expected));
});

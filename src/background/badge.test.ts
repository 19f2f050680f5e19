import { describe, expect, it } from 'vitest';
import { badgeLook } from './badge';

describe('badgeLook', () => {
  it.each([
    [{ kind: 'unread', count: 0 } as const, ''],
    [{ kind: 'unread', count: 3 } as const, '3'],
    [{ kind: 'unread', count: 99 } as const, '99'],
    [{ kind: 'unread', count: 250 } as const, '99+'],
    [{ kind: 'offline' } as const, '!'],
    [{ kind: 'signed-out' } as const, '?'],
  ])('%j shows %j', (state, text) => expect(badgeLook(state).text).toBe(text));

  it('tells offline and signed-out apart by colour too', () => {
    expect(badgeLook({ kind: 'offline' }).color).not.toBe(badgeLook({ kind: 'signed-out' }).color);
  });
});

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
    [{ kind: 'no-access', host: 'tasks.example' } as const, '×'],
  ])('%j shows %j', (state, text) => expect(badgeLook(state).text).toBe(text));

  it('tells offline, signed-out and no access apart by colour too', () => {
    const colours = [
      badgeLook({ kind: 'offline' }),
      badgeLook({ kind: 'signed-out' }),
      badgeLook({ kind: 'no-access', host: 'x' }),
    ].map((l) => l.color);
    expect(new Set(colours).size).toBe(3);
  });
});

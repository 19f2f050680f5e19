import { beforeEach, describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@/platform/types';
import { loadAuthFlow, setPendingToken, useAuthFlow } from './auth-flow';

/** A storage whose reads answer what was stored when asked, but only at `release()`; writes land at once. */
function slowStorage(initial: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(initial));
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const storage: KeyValueStorage = {
    get: async <T>(key: string) => {
      const value = data.get(key) as T | undefined;
      await gate;
      return value;
    },
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
    clear: async () => data.clear(),
    subscribe: () => () => {},
  };
  return { storage, release };
}

describe('loadAuthFlow', () => {
  beforeEach(() => useAuthFlow.setState({ loaded: false, passwordResetToken: null, emailConfirmToken: null }));

  it('reads the tokens kept from an earlier page', async () => {
    const { storage, release } = slowStorage({ emailConfirmToken: 'kept' });
    const loading = loadAuthFlow(storage);
    release();
    await loading;
    expect(useAuthFlow.getState()).toMatchObject({ loaded: true, emailConfirmToken: 'kept' });
  });

  it('never undoes a token set while it was reading (a mailed link opened at boot)', async () => {
    const { storage, release } = slowStorage();
    const loading = loadAuthFlow(storage);
    await setPendingToken(storage, 'emailConfirm', 'from-the-link');
    release();
    await loading;
    expect(useAuthFlow.getState()).toMatchObject({ loaded: true, emailConfirmToken: 'from-the-link' });
  });
});

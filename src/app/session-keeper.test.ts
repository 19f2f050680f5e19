import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { createSessionKeeper, renewMarginSeconds, RENEW_DELAY_MS } from './session-keeper';

/** An unsigned JWT with just an expiry (seconds). */
export function jwt(expSeconds: number): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ exp: expSeconds })}.sig`;
}

describe('renewMarginSeconds', () => {
  it.each([
    [600, 150], // 2.x: 10-minute tokens renew 2.5 minutes before expiry
    [72 * 3600, 3600], // ≤1.x: 72 h tokens renew in the last hour ("under 60 minutes")
    [30 * 24 * 3600, 3600],
    [8, 2],
    [-5, 0],
  ])('lifetime %s s → margin %s s', (lifetime, margin) => {
    expect(renewMarginSeconds(lifetime)).toBe(margin);
  });
});

describe('createSessionKeeper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const nowS = () => Math.floor(Date.now() / 1000);

  function setup(lifetime: number, renew = vi.fn<() => Promise<string | null>>()) {
    let token: string | null = jwt(nowS() + lifetime);
    const onLost = vi.fn();
    const keeper = createSessionKeeper({ now: () => Date.now(), getToken: () => token, renew, onLost });
    return { keeper, renew, onLost, setToken: (t: string | null) => (token = t), getToken: () => token };
  }

  it('renews a 10-minute token 7.5 minutes in, then plans the next one from the new token', async () => {
    const s = setup(600);
    s.renew.mockImplementation(async () => {
      s.setToken(jwt(nowS() + 600));
      return s.getToken();
    });
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(449_000);
    expect(s.renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(449_000);
    expect(s.renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.renew).toHaveBeenCalledTimes(2);
    expect(s.onLost).not.toHaveBeenCalled();
  });

  it('renews a 72-hour token when under an hour remains', async () => {
    const s = setup(72 * 3600);
    s.renew.mockResolvedValue('x');
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(71 * 3600 * 1000 - 1000);
    expect(s.renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.renew).toHaveBeenCalledTimes(1);
    s.keeper.stop();
  });

  it('waits the 5 s start delay even when the token is already due', async () => {
    const s = setup(600);
    s.setToken(jwt(nowS() - 1)); // already expired at load: due at once
    s.renew.mockResolvedValue(null);
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(RENEW_DELAY_MS - 1);
    expect(s.renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.renew).toHaveBeenCalledTimes(1);
    expect(s.onLost).toHaveBeenCalledTimes(1); // refused → logout
    expect(s.onLost).toHaveBeenCalledWith(); // no server error to show: the token was simply gone
  });

  it('logs out on a server refusal but only retries later when offline', async () => {
    const s = setup(600);
    s.renew.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(450_000);
    expect(s.renew).toHaveBeenCalledTimes(1);
    expect(s.onLost).not.toHaveBeenCalled();
    s.renew.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 401 }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.renew).toHaveBeenCalledTimes(2);
    expect(s.onLost).toHaveBeenCalledTimes(1);
    expect(s.onLost).toHaveBeenCalledWith(expect.objectContaining({ status: 401 })); // shown as "Error renewing token"
  });

  it.each([
    ['a server error', new ApiError({ kind: 'http', status: 502 })],
    ['too many requests', new ApiError({ kind: 'http', status: 429 })],
    ['a timeout', new ApiError({ kind: 'timeout' })],
    ['an answer that is not JSON', new ApiError({ kind: 'invalid-response', status: 200 })],
  ])('keeps the session through %s and tries again later', async (_case, error) => {
    const s = setup(600);
    s.renew.mockRejectedValueOnce(error).mockResolvedValueOnce(jwt(nowS() + 600));
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(450_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.renew).toHaveBeenCalledTimes(2);
    expect(s.onLost).not.toHaveBeenCalled();
  });

  it('follows a token renewed elsewhere instead of renewing itself', async () => {
    const s = setup(600);
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(400_000);
    s.setToken(jwt(nowS() + 600)); // another tab renewed
    s.keeper.onTokenChange();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(s.renew).not.toHaveBeenCalled();
  });

  it('checks an expired token at once on focus', async () => {
    const s = setup(600);
    s.renew.mockResolvedValue(null);
    s.keeper.start();
    s.keeper.stop();
    s.keeper.start();
    s.setToken(jwt(nowS() - 1));
    s.keeper.onFocus();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.renew).toHaveBeenCalledTimes(1);
    expect(s.onLost).toHaveBeenCalledTimes(1);
  });

  it('ignores tokens without an expiry and does nothing after stop', async () => {
    const s = setup(600);
    s.setToken('opaque-api-token');
    s.keeper.start();
    await vi.advanceTimersByTimeAsync(10 * 3600 * 1000);
    expect(s.renew).not.toHaveBeenCalled();
    s.setToken(jwt(nowS() + 600));
    s.keeper.stop();
    s.keeper.onTokenChange();
    await vi.advanceTimersByTimeAsync(3600 * 1000);
    expect(s.renew).not.toHaveBeenCalled();
  });

  describe('renewal on load', () => {
    function setupLoad(lifetime: number, slides: boolean | Error) {
      let token: string | null = jwt(nowS() + lifetime);
      const renew = vi.fn(async () => {
        token = jwt(nowS() + lifetime);
        return token;
      });
      const renewOnLoad = vi.fn(async () => {
        if (slides instanceof Error) throw slides;
        return slides;
      });
      const onLost = vi.fn();
      const keeper = createSessionKeeper({ now: () => Date.now(), getToken: () => token, renew, onLost, renewOnLoad });
      return { keeper, renew, renewOnLoad, onLost, getToken: () => token };
    }

    it('renews a valid 72-hour token once, 5 s after load, then only near expiry again (≤1.x)', async () => {
      const s = setupLoad(72 * 3600, true);
      const first = s.getToken();
      s.keeper.start();
      await vi.advanceTimersByTimeAsync(RENEW_DELAY_MS - 1);
      expect(s.renew).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(s.renew).toHaveBeenCalledTimes(1);
      expect(s.getToken()).not.toBe(first); // the session slid: a fresh 72 h from now
      await vi.advanceTimersByTimeAsync(70 * 3600 * 1000);
      expect(s.renew).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1 * 3600 * 1000 + RENEW_DELAY_MS);
      expect(s.renew).toHaveBeenCalledTimes(2);
      expect(s.onLost).not.toHaveBeenCalled();
      s.keeper.stop();
    });

    it('leaves a valid 2.x token to the timer (refresh cookie is not rotated on load)', async () => {
      const s = setupLoad(600, false);
      s.keeper.start();
      await vi.advanceTimersByTimeAsync(RENEW_DELAY_MS);
      expect(s.renewOnLoad).toHaveBeenCalledTimes(1);
      expect(s.renew).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(450_000 - RENEW_DELAY_MS);
      expect(s.renew).toHaveBeenCalledTimes(1);
      s.keeper.stop();
    });

    it('skips the load renewal when the server info is unreachable or the keeper stopped', async () => {
      const s = setupLoad(72 * 3600, new Error('offline'));
      s.keeper.start();
      await vi.advanceTimersByTimeAsync(RENEW_DELAY_MS);
      expect(s.renew).not.toHaveBeenCalled();
      expect(s.onLost).not.toHaveBeenCalled();
      const t = setupLoad(72 * 3600, true);
      t.keeper.start();
      t.keeper.stop();
      await vi.advanceTimersByTimeAsync(RENEW_DELAY_MS);
      expect(t.renewOnLoad).not.toHaveBeenCalled();
      expect(t.renew).not.toHaveBeenCalled();
    });
  });
});

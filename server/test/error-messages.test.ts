import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, ERROR_MESSAGES } from '../src/errors.ts';
import { boot, type Harness } from './harness.ts';

describe('the error table', () => {
  it.each([
    [412, 1009, 'anything', "Invalid token to reset a user's password."],
    [404, 1016, 'TOTP is not enabled', 'Totp is not enabled for this user.'],
    // Codes whose text carries details or depends on the place are left to the call site.
    [
      400,
      2002,
      'Invalid model provided. title: non zero value required',
      'Invalid model provided. title: non zero value required',
    ],
    [404, 3001, 'This project has no background.', 'This project has no background.'],
    [
      401,
      undefined,
      'missing, malformed, expired or otherwise invalid token provided',
      'missing, malformed, expired or otherwise invalid token provided',
    ],
  ])('%i/%s', (status, code, given, expected) => {
    const err = apiError(status, code, given);
    expect(err.body()).toEqual(code === undefined ? { message: expected } : { code, message: expected });
    expect(err.status).toBe(status);
  });

  it('holds one non-empty text per code and leaves out the detailed ones', () => {
    for (const text of Object.values(ERROR_MESSAGES)) expect(text.trim()).not.toBe('');
    for (const code of [2002, 4012, 14002]) expect(ERROR_MESSAGES[code]).toBeUndefined();
  });
});

describe('error texts over HTTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot();
  });
  afterAll(() => h.close());

  it("an unknown password reset token is 1009 in a real server's words", async () => {
    const res = await h.json('POST', '/user/password/reset', { body: { token: 'wrong', new_password: 'resetpass1' } });
    expect([res.status, res.body]).toEqual([412, { code: 1009, message: "Invalid token to reset a user's password." }]);
  });
});

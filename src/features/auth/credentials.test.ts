import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { askForCode, loginInput, NO_CREDENTIALS, type Credentials } from './credentials';

const typed: Credentials = { username: 'ann', password: 'secret', totp: null };

describe('loginInput', () => {
  it.each([
    [typed, false, { username: 'ann', password: 'secret', longToken: false }],
    [typed, true, { username: 'ann', password: 'secret', longToken: true }],
    [
      { ...typed, totp: '123456' },
      false,
      { username: 'ann', password: 'secret', longToken: false, totpPasscode: '123456' },
    ],
    [{ ...typed, totp: '' }, false, { username: 'ann', password: 'secret', longToken: false, totpPasscode: '' }],
  ])('%o, long %s → %o', (credentials, longToken, expected) => {
    expect(loginInput(credentials, longToken)).toEqual(expected);
  });
});

describe('askForCode', () => {
  const totpRequired = new ApiError({ kind: 'http', status: 412, code: 1017 });
  const wrongPassword = new ApiError({ kind: 'http', status: 412, code: 1011 });
  it.each([
    ['the server wants a code: an empty field appears', typed, totpRequired, { ...typed, totp: '' }],
    ['a code was already asked for: the error shows', { ...typed, totp: '000000' }, totpRequired, null],
    ['another refusal: the error shows', typed, wrongPassword, null],
    ['not an API error: the error shows', NO_CREDENTIALS, new Error('offline'), null],
  ])('%s', (_name, credentials, caught, expected) => {
    expect(askForCode(credentials, caught)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../locales/en.json';
import { ApiError } from '@/api/errors';
import { errorMessage } from './error-message';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en } }, lng: 'en' });
const t = i18n.t.bind(i18n);

describe('errorMessage', () => {
  it.each([
    [
      new ApiError({ kind: 'http', status: 412, code: 1011, serverMessage: 'Wrong username or password.' }),
      en.errors.code['1011'],
    ],
    [new ApiError({ kind: 'http', status: 404, code: 3001, serverMessage: 'x' }), en.errors.code['3001']],
    [
      new ApiError({ kind: 'http', status: 400, code: 4019, serverMessage: '"abc" is not a date' }),
      `${en.errors.code['4019']} "abc" is not a date`,
    ],
    [new ApiError({ kind: 'http', status: 400, code: 99999, serverMessage: 'server says' }), 'server says'],
    [new ApiError({ kind: 'http', status: 502 }), 'The server answered with an error (502).'],
    [new ApiError({ kind: 'timeout' }), en.errors.timeout],
    [new ApiError({ kind: 'network' }), en.errors.network],
    [new ApiError({ kind: 'invalid-response', status: 200 }), en.errors['invalid-response']],
    [new Error('plain'), 'plain'],
    ['weird', en.errors.unknown],
  ])('%#: %s', (error, expected) => expect(errorMessage(error, t)).toBe(expected));
});

// The known error codes each have their own message, never the server's text.
const CATALOGUE_CODES = [
  ...[4003, 4004, 4005, 4006, 4007, 4008, 4009, 4010, 4011, 4012, 4013, 4014, 4015, 4020, 4021, 4022, 4023],
  ...[6003, 6004, 6005, 6006, 6007, 6008, 6009, 7002, 7003, 8002, 8003, 9001, 10002, 10005, 12001, 12002, 12003],
];
const codes = en.errors.code as Record<string, string>;

describe('errorMessage for the catalogue codes', () => {
  it('covers all 34 codes', () => expect(CATALOGUE_CODES).toHaveLength(34));
  it.each(CATALOGUE_CODES)('%i has a translated message', (code) => {
    const expected = codes[String(code)];
    expect(expected).toBeTruthy();
    expect(errorMessage(new ApiError({ kind: 'http', status: 400, code, serverMessage: 'raw server text' }), t)).toBe(
      expected,
    );
  });
  it.each([4016, 4017, 4018, 4019, 4024])('%i appends the server message', (code) => {
    const message = errorMessage(
      new ApiError({ kind: 'http', status: 400, code, serverMessage: 'near "dueDate >"' }),
      t,
    );
    expect(message).toBe(`${codes[String(code)]} near "dueDate >"`);
  });
  it('a code that appends shows its own message alone when the server sent none', () => {
    expect(errorMessage(new ApiError({ kind: 'http', status: 400, code: 4024 }), t)).toBe(codes['4024']);
  });
});

describe('German has a message for every English error code', () => {
  it('same code keys', async () => {
    const de = (await import('../../locales/de.json')).default as { errors: { code: Record<string, string> } };
    expect(Object.keys(de.errors.code).sort()).toEqual(Object.keys(codes).sort());
  });
});

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
    [new ApiError({ kind: 'http', status: 412, code: 1011, serverMessage: 'Wrong username or password.' }), en.errors.code['1011']],
    [new ApiError({ kind: 'http', status: 404, code: 3001, serverMessage: 'x' }), en.errors.code['3001']],
    [new ApiError({ kind: 'http', status: 400, code: 4019, serverMessage: '"abc" is not a date' }), `${en.errors.code['4019']} "abc" is not a date`],
    [new ApiError({ kind: 'http', status: 400, code: 99999, serverMessage: 'server says' }), 'server says'],
    [new ApiError({ kind: 'http', status: 502 }), 'The server answered with an error (502).'],
    [new ApiError({ kind: 'timeout' }), en.errors.timeout],
    [new ApiError({ kind: 'network' }), en.errors.network],
    [new ApiError({ kind: 'invalid-response', status: 200 }), en.errors['invalid-response']],
    [new Error('plain'), 'plain'],
    ['weird', en.errors.unknown],
  ])('%#: %s', (error, expected) => expect(errorMessage(error, t)).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import { ApiError, endsSession } from './errors';

describe('endsSession', () => {
  it.each([
    [new ApiError({ kind: 'http', status: 401 }), true],
    [new ApiError({ kind: 'http', status: 403 }), true],
    [new ApiError({ kind: 'http', status: 400, code: 1 }), true],
    [new ApiError({ kind: 'http', status: 404 }), true],
    [new ApiError({ kind: 'http', status: 408 }), false],
    [new ApiError({ kind: 'http', status: 429 }), false],
    [new ApiError({ kind: 'http', status: 500 }), false],
    [new ApiError({ kind: 'http', status: 503 }), false],
    [new ApiError({ kind: 'network' }), false],
    [new ApiError({ kind: 'timeout' }), false],
    [new ApiError({ kind: 'invalid-response', status: 200 }), false],
    [new Error('boom'), false],
    [null, false],
  ])('%s → %s', (error, expected) => {
    expect(endsSession(error)).toBe(expected);
  });
});

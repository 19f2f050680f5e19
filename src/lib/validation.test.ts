import { describe, expect, it } from 'vitest';
import { validateEmail, validatePassword, validatePasswordConfirmation, validateUsername } from './validation';

describe('account validation', () => {
  it.each([
    ['', 'auth.validation.usernameRequired'],
    ['   ', 'auth.validation.usernameRequired'],
    ['john doe', 'auth.validation.usernameSpaces'],
    ['https://x', 'auth.validation.usernameUrl'],
    ['john.doe', 'auth.validation.usernameUrl'],
    ['john_doe-1', null],
  ])('username %j → %s', (input, expected) => expect(validateUsername(input)).toBe(expected));

  it.each([
    ['a@b', null],
    ['me@example.com', null],
    ['no-at-sign', 'auth.validation.email'],
    ['@', 'auth.validation.email'],
    ['', 'auth.validation.email'],
  ])('email %j → %s', (input, expected) => expect(validateEmail(input)).toBe(expected));

  it.each([
    ['', 'auth.validation.passwordRequired'],
    ['1234567', 'auth.validation.passwordShort'],
    ['12345678', null],
    ['x'.repeat(72), null],
    ['x'.repeat(73), 'auth.validation.passwordLong'],
  ])('password %j → %s', (input, expected) => expect(validatePassword(input)).toBe(expected));

  it('checks the confirmation', () => {
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgh')).toBeNull();
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgi')).toBe('auth.validation.passwordMismatch');
  });
});

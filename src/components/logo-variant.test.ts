import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/platform/app-config';
import { logoVariant, type LogoVariant } from './logo-variant';

const plain: AppConfig = { customLogoUrl: null, allowIconChanges: true };
const noChanges: AppConfig = { customLogoUrl: null, allowIconChanges: false };
const custom: AppConfig = { customLogoUrl: '/logo.png', allowIconChanges: true };

// Local dates: "June" is June where the person is.
describe('logoVariant', () => {
  it.each<[string, Date, AppConfig, LogoVariant]>([
    ['a day in March', new Date(2025, 2, 14), plain, 'default'],
    ['the first moment of June', new Date(2025, 5, 1, 0, 0, 0), plain, 'rainbow'],
    ['mid June', new Date(2024, 5, 15, 12), plain, 'rainbow'],
    ['the last moment of June', new Date(2025, 5, 30, 23, 59, 59), plain, 'rainbow'],
    ['the last moment of May', new Date(2025, 4, 31, 23, 59, 59), plain, 'default'],
    ['the first of July', new Date(2025, 6, 1), plain, 'default'],
    ['June with icon changes off', new Date(2025, 5, 15), noChanges, 'default'],
    ['a custom logo in June', new Date(2025, 5, 15), custom, 'custom'],
    ['a custom logo in December', new Date(2025, 11, 24), custom, 'custom'],
    ['a custom logo with icon changes off', new Date(2025, 5, 15), { ...custom, allowIconChanges: false }, 'custom'],
  ])('%s', (_, date, config, expected) => {
    expect(logoVariant(date, config)).toBe(expected);
  });
});

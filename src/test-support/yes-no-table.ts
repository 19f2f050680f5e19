import { expect, it } from 'vitest';

/** A table test of a yes/no rule: every input in `yes` answers true, every input in `no` false. */
export function yesNoTable<T>(rule: (input: T) => boolean, yes: readonly T[], no: readonly T[]): void {
  it.each(yes.map((input) => [input] as const))('%j → true', (input) => expect(rule(input)).toBe(true));
  it.each(no.map((input) => [input] as const))('%j → false', (input) => expect(rule(input)).toBe(false));
}

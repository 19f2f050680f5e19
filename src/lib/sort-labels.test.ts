import { describe, expect, it } from 'vitest';
import { sortLabels } from './sort-labels';

const l = (id: number, title: string) => ({ id, title });

describe('sortLabels', () => {
  it.each([
    [[], []],
    [
      [l(1, 'b'), l(2, 'a')],
      ['a', 'b'],
    ],
    [
      [l(1, 'Zeta'), l(2, 'alpha'), l(3, 'Beta')],
      ['alpha', 'Beta', 'Zeta'],
    ],
    [
      [l(1, 'item 10'), l(2, 'item 2')],
      ['item 2', 'item 10'],
    ],
    [
      [l(1, 'Äpfel'), l(2, 'Birnen'), l(3, 'apfel')],
      ['Äpfel', 'apfel', 'Birnen'],
    ],
  ])('%j → %j', (input, titles) => expect(sortLabels(input, 'en').map((x) => x.title)).toEqual(titles));

  it('leaves the input array as it was', () => {
    const input = [l(1, 'b'), l(2, 'a')];
    sortLabels(input);
    expect(input.map((x) => x.id)).toEqual([1, 2]);
  });

  it('makes one collator a language however many rows it sorts', () => {
    const Real = Intl.Collator;
    let made = 0;
    Intl.Collator = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Intl.Collator;
    try {
      for (let i = 0; i < 50; i++) expect(sortLabels([l(1, 'b'), l(2, 'a')], 'sv')[0]?.title).toBe('a');
      sortLabels([l(1, 'b')], 'fi');
    } finally {
      Intl.Collator = Real;
    }
    expect(made).toBeLessThanOrEqual(1);
  });
});

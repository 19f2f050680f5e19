import { describe, expect, it } from 'vitest';
import { FilterSyntaxError } from './errors.ts';
import { filterCompletions } from './completions.ts';
import { parseFilter } from './parse.ts';
import { printFilter } from './print.ts';
import { fuzzInputs } from './testing/fuzz-inputs.ts';

describe('fuzz', () => {
  it('20,000 adversarial inputs: an AST or a FilterSyntaxError with a code and an in-range position', () => {
    let parsed = 0;
    for (const input of fuzzInputs(7, 20_000)) {
      try {
        const printed = printFilter(parseFilter(input));
        parsed += 1;
        // Whatever parses prints to canonical text that is a fixed point (tree equality: print.test.ts).
        if (printFilter(parseFilter(printed)) !== printed) throw new Error(`unstable: ${JSON.stringify(input)}`);
      } catch (error) {
        if (!(error instanceof FilterSyntaxError))
          throw new Error(`${JSON.stringify(input)}: ${String(error)}`, { cause: error });
        const { code, position } = error;
        if (![4016, 4017, 4018, 4019].includes(code) || position < 0 || position > input.length)
          throw new Error(`${JSON.stringify(input)}: code ${code} at ${position}`, { cause: error });
      }
      const caret = input.length >> 1;
      if (filterCompletions(input, caret).from > caret) throw new Error(`completion past caret: ${input}`);
    }
    // The mix must exercise both outcomes, or the generator has gone stale.
    expect(parsed).toBeGreaterThan(5000);
    expect(parsed).toBeLessThan(15_000);
  });
});

import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { requireDisableReason } from '../../eslint/require-disable-reason.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester().run('require-disable-reason', requireDisableReason, {
  valid: [
    '// eslint-disable-next-line no-console -- the CLI prints its result\nconsole.log(1);',
    '/* eslint-disable no-console -- a script */\nconsole.log(1);',
    'const a = 1; // eslint-disable-line no-unused-vars -- kept for the example',
    '// eslint-enable no-console',
    '// a comment about eslint-disable in prose',
  ],
  invalid: [
    { code: '// eslint-disable-next-line no-console\nconsole.log(1);', errors: [{ messageId: 'missing' }] },
    { code: '/* eslint-disable no-console */\nconsole.log(1);', errors: [{ messageId: 'missing' }] },
    { code: 'const a = 1; // eslint-disable-line no-unused-vars --   ', errors: [{ messageId: 'missing' }] },
  ],
});

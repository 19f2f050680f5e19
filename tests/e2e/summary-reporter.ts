import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { LOCAL_ONLY } from './fixtures-remote';

/**
 * Prints, after the run, how many tests ran and passed, and how many were skipped and why (against
 * `E2E_API`, those that need the local server's insides are counted apart).
 */
export default class SummaryReporter implements Reporter {
  private readonly last = new Map<string, { test: TestCase; result: TestResult }>();

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.last.set(test.id, { test, result });
  }

  onEnd(result: FullResult): void {
    if (this.last.size === 0) return; // a listing, or nothing matched
    let ran = 0;
    let passed = 0;
    const skipped = new Map<string, number>();
    const reasons: string[] = [];
    for (const { test, result: last } of this.last.values()) {
      if (last.status === 'skipped') {
        const reason =
          [...last.annotations, ...test.annotations].find((a) => a.type === 'skip')?.description ?? 'skipped';
        const key = reason.startsWith(LOCAL_ONLY) ? LOCAL_ONLY : reason;
        skipped.set(key, (skipped.get(key) ?? 0) + 1);
        reasons.push(`    - ${test.titlePath().slice(2).join(' › ')}: ${reason}`);
        continue;
      }
      ran += 1;
      if (test.outcome() === 'expected' || test.outcome() === 'flaky') passed += 1;
    }
    const lines = [`\nEnd-to-end summary (${result.status}): ${ran} ran, ${passed} passed, ${ran - passed} failed.`];
    for (const [reason, count] of skipped) lines.push(`  ${count} skipped: ${reason}`);
    if (!skipped.has(LOCAL_ONLY)) lines.push(`  0 skipped: ${LOCAL_ONLY}`);
    if (reasons.length) lines.push('  Skipped:', ...reasons);
    console.log(lines.join('\n'));
  }
}

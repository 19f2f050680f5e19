import { expect, test } from '@playwright/test';
import { serverUrl } from './fixtures';

test('the web app ships a strict CSP, and an injected inline script is refused and reported', async ({ page }) => {
  const response = await page.goto(`${serverUrl()}/login`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "connect-src 'self'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  // What the guard of every web spec (tests/e2e/test.ts) listens for.
  const reported = page.waitForEvent('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()));
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await reported;
});

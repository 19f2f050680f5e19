import { test, type Page } from '@playwright/test';

/**
 * What the suite needs to run against any Vikunja (`E2E_API=https://host/api/v1`): which mode it is
 * in, the reasons a test is skipped there, the account to use when registration is off, and API calls
 * that wait out a rate limit instead of failing.
 */

/** The suite targets a server given by `E2E_API` rather than the local one it starts itself. */
export const isExternal = (): boolean => Boolean(process.env.E2E_API);

/** The skip reason of tests that need the local server's insides; the summary reporter counts it. */
export const LOCAL_ONLY = "needs the local server's insides";
/** The skip reason of tests that need a second account on a server whose registration is off. */
export const SECOND_ACCOUNT = 'needs a second account, and registration is off (E2E_USER)';
/** The skip reason of tests of the registration form when registration is off. */
export const NO_REGISTRATION = 'registers through the form, and registration is off (E2E_USER)';

/**
 * Skips the running test against an external server: it needs `what` (the mail folder, the testing
 * endpoints, a server started with other options), which only the local server has.
 */
export function needsLocalServer(what: string): void {
  if (isExternal()) test.info().skip(true, `${LOCAL_ONLY}: ${what}`);
}

/** The compat release of the project the running test belongs to (`2` outside a test). */
export function projectCompat(): string {
  try {
    const compat = test.info().project.metadata?.compat as string | undefined;
    return compat ?? '2';
  } catch {
    return '2';
  }
}

/** Seconds to wait after a 429: Retry-After, else Vikunja's X-RateLimit-Reset (a Unix time), else 5 s. */
export function retryDelayMs(headers: Headers, now = Date.now()): number {
  const retryAfter = headers.get('retry-after');
  if (retryAfter && /^\d+$/.test(retryAfter.trim())) return Number(retryAfter) * 1000;
  if (retryAfter) {
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (reset > 0) return Math.max(0, reset * 1000 - now);
  return 5000;
}

/** fetch that waits out a rate limit (429) up to three times, as a person would retry later. */
export async function fetchPatiently(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.status !== 429 || attempt >= 3) return response;
    await new Promise((r) => setTimeout(r, Math.min(retryDelayMs(response.headers), 65_000)));
  }
}

/** What Playwright and puppeteer both tell of an HTTP answer. */
interface Answer {
  status(): number;
  headers(): Record<string, string>;
  url(): string;
  request(): { method(): string };
}

/** Whether an answer is the one to `POST …/api/v1{path}`. */
export const answersPost =
  (path: string) =>
  (answer: Answer): boolean =>
    answer.request().method() === 'POST' && new URL(answer.url()).pathname.endsWith(`/api/v1${path}`);

/**
 * Submits a form with `submit` and waits out a rate-limited answer (429, read by `answered`) the way
 * fetchPatiently does: after Retry-After, submits again, up to three times. The test's time limit grows by
 * each wait, so a server's login rate limit slows the suite but never fails it. Answers the last status.
 */
export async function submitWaitingOut(answered: () => Promise<Answer>, submit: () => Promise<void>): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = answered();
    await submit();
    const { status, headers } = await answer.then((a) => ({ status: a.status(), headers: a.headers() }));
    if (status !== 429 || attempt >= 3) return status;
    const wait = Math.min(retryDelayMs(new Headers(headers)), 65_000);
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((r) => setTimeout(r, wait));
  }
}

/** A sign-in (or, with `path`, registration) form submitted in a Playwright page, waiting out a 429. */
export function submitPatiently(page: Page, submit: () => Promise<void>, path = '/login'): Promise<number> {
  return submitWaitingOut(() => page.waitForResponse(answersPost(path)), submit);
}

/**
 * Clicks the login form's "Sign in" (the app's or the popup's), waiting out a rate-limited answer (429):
 * every sign-in through a form goes through here. Any other answer (a wrong password, a two-factor code
 * asked for) is left on the form for the test to check.
 */
export function submitSignIn(page: Page): Promise<number> {
  return submitPatiently(page, () => page.getByRole('button', { name: 'Sign in', exact: true }).click());
}

/** The existing account the suite uses when the server's registration is off, if one is given. */
export function sharedAccount(): { username: string; password: string } | null {
  const username = process.env.E2E_USER;
  const password = process.env.E2E_PASSWORD;
  return username && password ? { username, password } : null;
}

/** Skips a test of the registration form where registration is off (E2E_USER). */
export function needsRegistration(): void {
  if (sharedAccount()) test.info().skip(true, NO_REGISTRATION);
}

/** Skips a test that changes the account itself (two-factor, password, deletion) on a shared account. */
export function needsOwnAccount(): void {
  if (sharedAccount()) test.info().skip(true, 'changes the account itself, and the account is shared (E2E_USER)');
}

let handedOutIn = '';
/**
 * Called for each account a test asks for when registration is off: the first one is the shared
 * account, a second one in the same test cannot be made, so the test is skipped with that reason.
 */
export function claimSharedAccount(): void {
  const id = `${test.info().testId}#${test.info().retry}`;
  if (handedOutIn === id) test.info().skip(true, SECOND_ACCOUNT);
  handedOutIn = id;
}

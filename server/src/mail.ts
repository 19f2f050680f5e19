import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppState } from './context.ts';

/**
 * The local server never sends mail: each message is written to `<data>/mail/*.eml` so people and
 * e2e tests can read reset and confirmation tokens from there.
 */
export function sendMail(app: AppState, to: string, subject: string, text: string): string {
  const now = new Date();
  const file = path.join(
    app.mailDir,
    `${now.toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`,
  );
  const message = [
    'From: Vikunja <vikunja@localhost>',
    `To: ${to}`,
    `Subject: ${subject}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@localhost>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
  ].join('\r\n');
  fs.writeFileSync(file, message);
  return file;
}

/**
 * Which swagger operations the server implements (coverage.test.ts proves the gaps answer a bare 404)
 * and which implemented ones the contract test cannot validate (contract.test.ts proves it validates
 * all the others).
 */

/** Gaps in every compat mode. */
export const MISSING_EVERYWHERE = [
  // Unsplash needs a third-party service (out of scope, issue #3).
  'GET /backgrounds/unsplash/image/{image}',
  'GET /backgrounds/unsplash/image/{image}/thumb',
  'GET /backgrounds/unsplash/search',
  'POST /projects/{id}/backgrounds/unsplash',
  // 0.24.6's swagger labels the CalDAV token deletion GET; its server (and this one) deletes with DELETE,
  // which the 1.x/2.x files document. A GET that deletes would be unsafe, so the label is not followed.
  'GET /user/settings/token/caldav/{id}',
];
/** 2.x's configurable CSV and WeKan importers are not implemented. */
export const MIGRATION = /^(GET|POST|PUT) \/migration\/(csv|wekan)\//;
/** The admin API is out of scope (issue #3). */
export const ADMIN = /^(GET|POST|PATCH|DELETE) \/admin\//;

export const isGap = (op: string): boolean => MISSING_EVERYWHERE.includes(op) || MIGRATION.test(op) || ADMIN.test(op);

/** Implemented operations whose success answer is not a JSON body, so there is nothing to validate. */
export const NOT_JSON: Record<string, string> = {
  'GET /projects/{id}/background': 'the background image bytes',
  'GET /tasks/{id}/attachments/{attachmentID}': 'the attachment bytes (or a PNG preview)',
  'GET /user/settings/totp/qrcode': 'a PNG of the otpauth:// link',
  'GET /avatar/{username}': 'the avatar image',
  // The swagger names models.Message, but Vikunja (and this server) answer the export zip itself.
  'POST /user/export/download': 'the export zip',
};

/**
 * Implemented operations that cannot succeed on a machine that never calls out: the OAuth importers
 * would exchange the code at Todoist, Trello or Microsoft, so they answer an error (their auth and
 * status routes are validated).
 */
export const NEEDS_OUTSIDE_SERVICE = [
  'POST /migration/todoist/migrate',
  'POST /migration/trello/migrate',
  'POST /migration/microsoft-todo/migrate',
];

export const isUnvalidated = (op: string): boolean => op in NOT_JSON || NEEDS_OUTSIDE_SERVICE.includes(op);

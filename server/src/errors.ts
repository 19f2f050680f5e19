import type { Context } from 'hono';

/** An error that becomes Vikunja's `{"code": N, "message": "..."}` body with the given HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
  }

  body(): { code?: number; message: string } {
    return this.code === undefined ? { message: this.message } : { code: this.code, message: this.message };
  }
}

/**
 * The one table of error texts: each code a server answers with one fixed wording, worded as a real
 * Vikunja server words it where that is known (and as this server always has otherwise). `apiError`
 * takes the text from here, so a call site's own text only counts for the codes left out: those whose
 * message carries details (2002's invalid fields, 4012's size limit, 14002's permission group) or that
 * this server words by context (1, 1023, 3001, 6006).
 */
export const ERROR_MESSAGES: Readonly<Record<number, string>> = {
  11: 'This API token has no permission for this route.',
  1001: 'A user with this username already exists.',
  1002: 'A user with this email address already exists.',
  1004: 'Please specify a username and a password.',
  1005: 'The user does not exist.',
  1008: 'No password reset token provided.',
  1009: "Invalid token to reset a user's password.",
  1010: 'Invalid email confirm token.',
  1011: 'Wrong username or password.',
  1012: 'The email address of this user is not confirmed.',
  1013: 'Please specify new password.',
  1014: 'Please specify old password.',
  1015: 'Totp is already enabled for this user.',
  1016: 'Totp is not enabled for this user.',
  1017: 'Invalid totp passcode.',
  1018: 'Invalid avatar type.',
  1020: 'This account is disabled.',
  1021: 'This account is managed by a third-party authentication provider.',
  1022: 'The username must not contain spaces.',
  1025: 'The timezone is invalid.',
  1026: 'Invalid account deletion token.',
  1027: 'No user data export found.',
  2001: 'ID cannot be empty or 0.',
  2003: 'Invalid timezone.',
  3005: 'The project title cannot be empty.',
  3006: 'The project share does not exist.',
  3007: 'A project with this identifier already exists.',
  3008: 'This project is archived. Editing or creating new tasks is not possible.',
  3009: 'A project cannot belong to a pseudo project.',
  3010: 'A project cannot be a child of itself.',
  3011: 'Projects cannot have a cyclic relationship.',
  3012: 'You cannot delete your default project.',
  3013: 'You cannot archive your default project.',
  3014: 'This project view does not exist.',
  4001: 'Task title cannot be empty.',
  4002: 'This task does not exist',
  4004: 'Need at least one task when bulk editing tasks.',
  4007: 'The task relation kind is invalid.',
  4008: 'The task relation already exists.',
  4009: 'The task relation does not exist.',
  4010: 'Tasks cannot be related to themselves.',
  4011: 'This task attachment does not exist.',
  4013: 'The task sort param is invalid.',
  4014: 'The task sort order is invalid.',
  4015: 'This task comment does not exist',
  4020: 'The attachment does not belong to that task.',
  4021: 'This user is already assigned to that task.',
  4022: 'Reminder relative to a date that is not set.',
  4023: 'This relation would create a cycle.',
  6001: 'The team name cannot be empty.',
  6002: 'This team does not exist.',
  6003: 'This team already has access to this project.',
  6004: 'This user is already a member of that team.',
  6005: 'You cannot delete the last member of a team.',
  7002: 'This user already has access to this project.',
  7003: 'This user does not have access to the project.',
  8001: 'This label already exists on the task.',
  8002: 'This label does not exist.',
  8003: 'You do not have access to this label.',
  9001: 'The permission is invalid.',
  10001: 'This bucket does not exist.',
  10002: 'This bucket does not belong to that project.',
  10003: 'You cannot remove the last bucket.',
  10004: 'You cannot add more tasks to this bucket.',
  11001: 'The saved filter does not exist.',
  11002: 'Saved filters are not available for link shares.',
  12001: 'The subscription entity type is invalid.',
  12002: 'You are already subscribed to this entity.',
  12003: 'The subscription does not exist.',
  13001: 'This link share requires a password for authentication, but none was provided.',
  13002: 'The provided link share password is invalid.',
  14001: 'The api token does not exist.',
};

/** Builds (not throws) an API error; use as `throw apiError(404, 3001, '...')`. The table's text wins for its codes. */
export function apiError(status: number, code: number | undefined, message: string): ApiError {
  return new ApiError(status, code, (code !== undefined ? ERROR_MESSAGES[code] : undefined) ?? message);
}

/** Writes an error response. */
export function sendError(c: Context, err: ApiError): Response {
  return c.json(err.body(), err.status as 400);
}

// The errors used in more than one place; messages follow Vikunja's wording.
export const errors = {
  invalidModel: () => apiError(400, 2002, 'Invalid model provided.'),
  idEmpty: () => apiError(400, 2001, 'ID cannot be empty or 0.'),
  forbidden: () => apiError(403, 1, "You're not allowed to do this."),
  unauthorized: () => apiError(401, undefined, 'missing, malformed, expired or otherwise invalid token provided'),
  notFound: () => apiError(404, undefined, 'Not Found'),
  userNotFound: () => apiError(404, 1005, 'The user does not exist.'),
  linkShareForbidden: () => apiError(403, 1023, 'This action is not possible as a link share.'),
  projectNotFound: () => apiError(404, 3001, 'This project does not exist.'),
  projectArchived: () =>
    apiError(412, 3008, 'This project is archived. Editing or creating new tasks is not possible.'),
  taskNotFound: () => apiError(404, 4002, 'This task does not exist'),
  invalidTimezone: () => apiError(400, 2003, 'Invalid timezone.'),
};

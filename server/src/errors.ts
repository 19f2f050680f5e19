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

/** Builds (not throws) an API error; use as `throw apiError(404, 3001, '...')`. */
export function apiError(status: number, code: number | undefined, message: string): ApiError {
  return new ApiError(status, code, message);
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
  projectArchived: () => apiError(412, 3008, 'This project is archived. Editing or creating new tasks is not possible.'),
  taskNotFound: () => apiError(404, 4002, 'This task does not exist'),
  invalidTimezone: () => apiError(400, 2003, 'Invalid timezone.'),
};

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

/** Vikunja's error codes by name: call sites name the code and never write its number. */
export const CODE = {
  forbidden: 1,
  tokenRouteForbidden: 11,
  usernameExists: 1001,
  emailExists: 1002,
  noUsernamePassword: 1004,
  userNotFound: 1005,
  noPasswordResetToken: 1008,
  invalidPasswordResetToken: 1009,
  invalidEmailConfirmToken: 1010,
  wrongUsernameOrPassword: 1011,
  emailNotConfirmed: 1012,
  emptyNewPassword: 1013,
  emptyOldPassword: 1014,
  totpAlreadyEnabled: 1015,
  totpNotEnabled: 1016,
  invalidTotpPasscode: 1017,
  invalidAvatarType: 1018,
  openIdNoEmail: 1019,
  accountDisabled: 1020,
  accountNotLocal: 1021,
  usernameHasSpaces: 1022,
  linkShareForbidden: 1023,
  invalidUserTimezone: 1025,
  invalidAccountDeletionToken: 1026,
  noUserDataExport: 1027,
  idEmpty: 2001,
  invalidModel: 2002,
  /** A path segment that does not bind to the route's type (e.g. a task id of "all"). */
  unboundModel: 2004,
  invalidTimezone: 2003,
  projectNotFound: 3001,
  projectTitleEmpty: 3005,
  projectShareNotFound: 3006,
  projectIdentifierTaken: 3007,
  projectArchived: 3008,
  projectParentPseudo: 3009,
  projectOwnParent: 3010,
  projectCycle: 3011,
  deleteDefaultProject: 3012,
  archiveDefaultProject: 3013,
  projectViewNotFound: 3014,
  taskTitleEmpty: 4001,
  taskNotFound: 4002,
  bulkTasksEmpty: 4004,
  relationKindInvalid: 4007,
  relationExists: 4008,
  relationNotFound: 4009,
  relationToSelf: 4010,
  attachmentNotFound: 4011,
  fileTooLarge: 4012,
  sortParamInvalid: 4013,
  sortOrderInvalid: 4014,
  commentNotFound: 4015,
  attachmentOfOtherTask: 4020,
  alreadyAssigned: 4021,
  reminderRelativeToUnset: 4022,
  relationCycle: 4023,
  teamNameEmpty: 6001,
  teamNotFound: 6002,
  teamHasAccess: 6003,
  alreadyTeamMember: 6004,
  lastTeamMember: 6005,
  teamLinkNotFound: 6006,
  userHasAccess: 7002,
  userHasNoAccess: 7003,
  labelOnTask: 8001,
  labelNotFound: 8002,
  labelForbidden: 8003,
  permissionInvalid: 9001,
  bucketNotFound: 10001,
  bucketOfOtherProject: 10002,
  lastBucket: 10003,
  bucketFull: 10004,
  savedFilterNotFound: 11001,
  savedFilterForLinkShare: 11002,
  subscriptionTypeInvalid: 12001,
  alreadySubscribed: 12002,
  subscriptionNotFound: 12003,
  linkSharePasswordRequired: 13001,
  linkSharePasswordInvalid: 13002,
  apiTokenNotFound: 14001,
  apiTokenPermissionInvalid: 14002,
} as const;

/**
 * The one table of error texts: each code a server answers with one fixed wording, worded as a real
 * Vikunja server words it where that is known (and as this server always has otherwise). `apiError`
 * takes the text from here, so a call site's own text only counts for the codes left out: those whose
 * message carries details (2002's invalid fields, 4012's size limit, 14002's permission group) or that
 * this server words by context (1, 1023, 3001, 6006).
 */
export const ERROR_MESSAGES: Readonly<Record<number, string>> = {
  [CODE.tokenRouteForbidden]: 'This API token has no permission for this route.',
  [CODE.usernameExists]: 'A user with this username already exists.',
  [CODE.emailExists]: 'A user with this email address already exists.',
  [CODE.noUsernamePassword]: 'Please specify a username and a password.',
  [CODE.userNotFound]: 'The user does not exist.',
  [CODE.noPasswordResetToken]: 'No password reset token provided.',
  [CODE.invalidPasswordResetToken]: "Invalid token to reset a user's password.",
  [CODE.invalidEmailConfirmToken]: 'Invalid email confirm token.',
  [CODE.wrongUsernameOrPassword]: 'Wrong username or password.',
  [CODE.emailNotConfirmed]: 'The email address of this user is not confirmed.',
  [CODE.emptyNewPassword]: 'Please specify new password.',
  [CODE.emptyOldPassword]: 'Please specify old password.',
  [CODE.totpAlreadyEnabled]: 'Totp is already enabled for this user.',
  [CODE.totpNotEnabled]: 'Totp is not enabled for this user.',
  [CODE.invalidTotpPasscode]: 'Invalid totp passcode.',
  [CODE.invalidAvatarType]: 'Invalid avatar type.',
  [CODE.accountDisabled]: 'This account is disabled.',
  [CODE.accountNotLocal]: 'This account is managed by a third-party authentication provider.',
  [CODE.usernameHasSpaces]: 'The username must not contain spaces.',
  [CODE.invalidUserTimezone]: 'The timezone is invalid.',
  [CODE.invalidAccountDeletionToken]: 'Invalid account deletion token.',
  [CODE.noUserDataExport]: 'No user data export found.',
  [CODE.idEmpty]: 'ID cannot be empty or 0.',
  [CODE.invalidTimezone]: 'Invalid timezone.',
  [CODE.projectTitleEmpty]: 'The project title cannot be empty.',
  [CODE.projectShareNotFound]: 'The project share does not exist.',
  [CODE.projectIdentifierTaken]: 'A project with this identifier already exists.',
  [CODE.projectArchived]: 'This project is archived. Editing or creating new tasks is not possible.',
  [CODE.projectParentPseudo]: 'A project cannot belong to a pseudo project.',
  [CODE.projectOwnParent]: 'A project cannot be a child of itself.',
  [CODE.projectCycle]: 'Projects cannot have a cyclic relationship.',
  [CODE.deleteDefaultProject]: 'You cannot delete your default project.',
  [CODE.archiveDefaultProject]: 'You cannot archive your default project.',
  [CODE.projectViewNotFound]: 'This project view does not exist.',
  [CODE.taskTitleEmpty]: 'Task title cannot be empty.',
  [CODE.taskNotFound]: 'This task does not exist',
  [CODE.bulkTasksEmpty]: 'Need at least one task when bulk editing tasks.',
  [CODE.relationKindInvalid]: 'The task relation kind is invalid.',
  [CODE.relationExists]: 'The task relation already exists.',
  [CODE.relationNotFound]: 'The task relation does not exist.',
  [CODE.relationToSelf]: 'Tasks cannot be related to themselves.',
  [CODE.attachmentNotFound]: 'This task attachment does not exist.',
  [CODE.sortParamInvalid]: 'The task sort param is invalid.',
  [CODE.sortOrderInvalid]: 'The task sort order is invalid.',
  [CODE.commentNotFound]: 'This task comment does not exist',
  [CODE.attachmentOfOtherTask]: 'The attachment does not belong to that task.',
  [CODE.alreadyAssigned]: 'This user is already assigned to that task.',
  [CODE.reminderRelativeToUnset]: 'Reminder relative to a date that is not set.',
  [CODE.relationCycle]: 'This relation would create a cycle.',
  [CODE.teamNameEmpty]: 'The team name cannot be empty.',
  [CODE.teamNotFound]: 'This team does not exist.',
  [CODE.teamHasAccess]: 'This team already has access to this project.',
  [CODE.alreadyTeamMember]: 'This user is already a member of that team.',
  [CODE.lastTeamMember]: 'You cannot delete the last member of a team.',
  [CODE.userHasAccess]: 'This user already has access to this project.',
  [CODE.userHasNoAccess]: 'This user does not have access to the project.',
  [CODE.labelOnTask]: 'This label already exists on the task.',
  [CODE.labelNotFound]: 'This label does not exist.',
  [CODE.labelForbidden]: 'You do not have access to this label.',
  [CODE.permissionInvalid]: 'The permission is invalid.',
  [CODE.bucketNotFound]: 'This bucket does not exist.',
  [CODE.bucketOfOtherProject]: 'This bucket does not belong to that project.',
  [CODE.lastBucket]: 'You cannot remove the last bucket.',
  [CODE.bucketFull]: 'You cannot add more tasks to this bucket.',
  [CODE.savedFilterNotFound]: 'The saved filter does not exist.',
  [CODE.savedFilterForLinkShare]: 'Saved filters are not available for link shares.',
  [CODE.subscriptionTypeInvalid]: 'The subscription entity type is invalid.',
  [CODE.alreadySubscribed]: 'You are already subscribed to this entity.',
  [CODE.subscriptionNotFound]: 'The subscription does not exist.',
  [CODE.linkSharePasswordRequired]: 'This link share requires a password for authentication, but none was provided.',
  [CODE.linkSharePasswordInvalid]: 'The provided link share password is invalid.',
  [CODE.apiTokenNotFound]: 'The api token does not exist.',
};

/** Builds (not throws) an API error; use as `throw apiError(404, CODE.projectNotFound, '...')`. The table's text wins for its codes. */
export function apiError(status: number, code: number | undefined, message: string): ApiError {
  return new ApiError(status, code, (code !== undefined ? ERROR_MESSAGES[code] : undefined) ?? message);
}

/** The row, or the error `notFound` builds when there is none. */
export function found<R>(row: R | undefined, notFound: () => ApiError): R {
  if (row === undefined) throw notFound();
  return row;
}

/** Writes an error response. */
export function sendError(c: Context, err: ApiError): Response {
  return c.json(err.body(), err.status as 400);
}

// The errors used in more than one place; messages follow Vikunja's wording.
export const errors = {
  invalidModel: () => apiError(400, CODE.invalidModel, 'Invalid model provided.'),
  idEmpty: () => apiError(400, CODE.idEmpty, 'ID cannot be empty or 0.'),
  forbidden: () => apiError(403, CODE.forbidden, "You're not allowed to do this."),
  unauthorized: () => apiError(401, undefined, 'missing, malformed, expired or otherwise invalid token provided'),
  notFound: () => apiError(404, undefined, 'Not Found'),
  userNotFound: () => apiError(404, CODE.userNotFound, 'The user does not exist.'),
  linkShareForbidden: () => apiError(403, CODE.linkShareForbidden, 'This action is not possible as a link share.'),
  projectNotFound: () => apiError(404, CODE.projectNotFound, 'This project does not exist.'),
  projectArchived: () =>
    apiError(412, CODE.projectArchived, 'This project is archived. Editing or creating new tasks is not possible.'),
  taskNotFound: () => apiError(404, CODE.taskNotFound, 'This task does not exist'),
  invalidTimezone: () => apiError(400, CODE.invalidTimezone, 'Invalid timezone.'),
};

import type { CompatMode } from '../../src/options.ts';
import type { Schema, Swagger, Tolerance } from './swagger.ts';

/**
 * The one list of places where a real Vikunja's answer is not what its swagger file says, and the
 * server (and this test) follows the real answer. Every entry says why; keep it short and honest.
 *
 * - `absent`: a documented field the real server leaves out ("definition.field", optionally for one operation);
 * - `extra`: a field the real server sends that the definition does not list;
 * - `type`: a field sent with another JSON type than documented;
 * - `answer`: an operation whose whole answer has another shape (validated against `schema` instead);
 *   a `variant` applies only to calls the scenario marks with it.
 */
export type Exception =
  | { kind: 'absent' | 'extra' | 'type'; fields: string[]; op?: string; modes?: CompatMode[]; why: string }
  | { kind: 'answer'; op: string; variant?: string; schema: Schema; modes?: CompatMode[]; why: string };

const ref = (name: string): Schema => ({ $ref: `#/definitions/${name}` });

export const EXCEPTIONS: Exception[] = [
  {
    kind: 'absent',
    fields: [
      'user.User.email',
      'models.TeamUser.email',
      'models.UserWithPermission.email',
      'models.UserWithRight.email',
    ],
    why: 'the email is `omitempty` and only shown to the user themself (GET /user, /register); others never see it',
  },
  {
    kind: 'absent',
    fields: ['models.Task.deleted_at'],
    modes: ['2'],
    why: 'the definition says it: `omitzero` keeps it out of every task that is not soft-deleted (the trash is not in /api/v1)',
  },
  {
    kind: 'absent',
    fields: ['models.Task.time_entries_count'],
    modes: ['2'],
    why: 'only present with expand=time_entries_count, which needs the time-tracking pro feature; /info enabled_pro_features is []',
  },
  {
    kind: 'absent',
    fields: ['models.APIToken.token'],
    op: 'GET /tokens',
    why: 'the definition says it: the secret is only visible in the answer that creates the token',
  },
  {
    kind: 'absent',
    fields: ['user.Token.token'],
    op: 'GET /user/settings/token/caldav',
    why: 'CalDAV tokens are stored hashed; the clear token is only in the answer that creates it',
  },
  {
    kind: 'type',
    fields: ['models.ProjectView.view_kind', 'models.ProjectView.bucket_configuration_mode'],
    modes: ['0.24'],
    why: '0.24 documents these enums as Go ints, but its MarshalJSON writes them as strings ("list", "manual")',
  },
  {
    kind: 'answer',
    op: 'POST /shares/{share}/auth',
    schema: { allOf: [ref('auth.Token'), { type: 'object', properties: { project_id: { type: 'integer' } } }] },
    why: 'the link-share login also answers the shared project id (clients open it; spec §7)',
  },
  {
    kind: 'answer',
    op: 'POST /tasks/{taskID}/assignees/bulk',
    schema: ref('models.BulkAssignees'),
    why: 'the generic create handler answers the bound BulkAssignees object, not one TaskAssginee',
  },
  {
    kind: 'answer',
    op: 'GET /projects/{id}/views/{view}/tasks',
    variant: 'kanban',
    schema: { type: 'array', items: ref('models.Bucket') },
    why: 'a kanban view (manual buckets) answers its buckets, each with its first tasks, not a flat task list',
  },
  {
    kind: 'answer',
    op: 'PUT /tasks/{id}/attachments',
    schema: {
      type: 'object',
      properties: {
        errors: { type: 'array', items: ref('web.HTTPError') },
        success: { type: 'array', items: ref('models.TaskAttachment') },
      },
    },
    why: 'uploads answer per-file results {errors, success}, not a Message',
  },
  {
    kind: 'answer',
    op: 'PUT /projects/{id}/backgrounds/upload',
    schema: ref('models.Project'),
    why: 'the upload answers the updated project (with its background_information), not a Message',
  },
  {
    kind: 'answer',
    op: 'DELETE /filters/{id}',
    schema: ref('models.Message'),
    why: 'deletes go through the generic delete handler, which answers a Message, not the SavedFilter the annotation names',
  },
  {
    kind: 'answer',
    op: 'GET /{kind}/{id}/reactions',
    schema: ref('models.ReactionMap'),
    why: 'the list answers one ReactionMap (value → users), not an array of maps',
  },
  {
    kind: 'answer',
    op: 'GET /routes',
    schema: { type: 'object', additionalProperties: ref('models.APITokenRoute') },
    why: 'the route listing is a map of permission groups (group → permission → route), not an array',
  },
  {
    kind: 'answer',
    op: 'PATCH /test/{table}',
    schema: { type: 'array', items: { type: 'object', additionalProperties: true } },
    why: 'the seeding endpoint answers the raw rows of whichever table was seeded, not users',
  },
  {
    kind: 'answer',
    op: 'POST /tasks/bulk',
    schema: ref('models.BulkTask'),
    modes: ['0.24'],
    why: "0.24's generic update handler answers the bound BulkTask (a task plus task_ids), as its own definition describes",
  },
];

const applies = (e: Exception, mode: CompatMode): boolean => !e.modes || e.modes.includes(mode);

/** The answer schema an exception substitutes for an operation, if any. */
export function answerException(mode: CompatMode, op: string, variant?: string): Schema | undefined {
  const e = EXCEPTIONS.find((x) => x.kind === 'answer' && x.op === op && x.variant === variant && applies(x, mode));
  return e?.kind === 'answer' ? e.schema : undefined;
}

/** The field tolerances for one operation in one compat mode. */
export function toleranceFor(mode: CompatMode, op: string): Tolerance {
  const allowed = (kind: 'absent' | 'extra' | 'type') => (field: string) =>
    EXCEPTIONS.some((e) => e.kind === kind && applies(e, mode) && (!e.op || e.op === op) && e.fields.includes(field));
  return { absent: allowed('absent'), extra: allowed('extra'), anyType: allowed('type') };
}

/**
 * Routes the real servers take with another verb than their swagger files document (real → documented):
 * the file importers' `migrate` accepts only PUT on every release, and any other verb gets 405.
 */
const VERB_EXCEPTIONS: Array<{ path: string; real: string; documented: string }> = [
  { path: '/migration/vikunja-file/migrate', real: 'PUT', documented: 'POST' },
  { path: '/migration/ticktick/migrate', real: 'PUT', documented: 'POST' },
];

/** The verb a call is documented under in this release's file (the real one unless listed above). */
export function documentedVerb(sw: Swagger, method: string, path: string): string {
  const fix = VERB_EXCEPTIONS.find((e) => e.path === path && e.real === method);
  if (!fix || sw.paths[path]?.[method.toLowerCase()]) return method;
  return fix.documented;
}

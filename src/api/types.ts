/** Entities as the app sees them: camelCase, dates as ISO strings, unset dates as null. */

export interface User {
  id: number;
  username: string;
  name: string;
  email?: string;
  created: string | null;
  updated: string | null;
  settings?: UserSettings;
  /** False for accounts of a third-party provider (OpenID, LDAP): no local password, email or avatar changes. */
  isLocalUser?: boolean;
}

export interface FrontendSettings {
  playSoundWhenDone?: boolean;
  quickAddMagicMode?: 'disabled' | 'vikunja' | 'todoist';
  colorSchema?: 'light' | 'dark' | 'auto';
  defaultView?: string;
  minimumPriority?: number;
}

export interface UserSettings {
  name: string;
  emailRemindersEnabled: boolean;
  discoverableByName: boolean;
  discoverableByEmail: boolean;
  overdueTasksRemindersEnabled: boolean;
  overdueTasksRemindersTime: string;
  defaultProjectId: number;
  weekStart: number;
  timezone: string;
  language: string;
  frontendSettings: FrontendSettings | null;
}

export interface OpenIdProvider {
  key: string;
  name: string;
  authUrl: string;
  clientId: string;
  scope: string;
  logoutUrl: string;
}

export interface ServerInfo {
  version: string;
  frontendUrl: string;
  motd: string;
  linkSharingEnabled: boolean;
  maxFileSize: string;
  availableMigrators: string[];
  taskAttachmentsEnabled: boolean;
  totpEnabled: boolean;
  caldavEnabled: boolean;
  userDeletionEnabled: boolean;
  taskCommentsEnabled: boolean;
  demoModeEnabled: boolean;
  publicTeamsEnabled: boolean;
  enabledBackgroundProviders: string[] | null;
  /** The most items a list answers per page (`max_items_per_page`, 50 by default), where the server says. */
  maxItemsPerPage?: number;
  /** Project webhooks are offered (servers from 0.22 on report it). */
  webhooksEnabled?: boolean;
  legal: { imprintUrl: string; privacyPolicyUrl: string } | null;
  /** 0.24 only: registration at the top level (later releases: auth.local.registrationEnabled). */
  registrationEnabled?: boolean;
  auth: {
    local: { enabled: boolean; registrationEnabled?: boolean };
    ldap?: { enabled: boolean };
    openidConnect: { enabled: boolean; redirectUrl?: string; providers: OpenIdProvider[] | null };
  } | null;
}

export interface Project {
  id: number;
  title: string;
  description: string;
  identifier: string;
  hexColor: string;
  parentProjectId: number;
  isArchived: boolean;
  isFavorite: boolean;
  position: number;
  views?: ProjectView[] | null;
  owner?: User;
  created: string | null;
  updated: string | null;
  maxPermission?: number;
  maxRight?: number;
  /** Non-null when the project has a background (GET /projects/{id}/background). */
  backgroundInformation?: unknown;
  backgroundBlurHash?: string;
  /** The reading user's subscription; only on GET /projects/{id}. */
  subscription?: Subscription | null;
}

export interface Subscription {
  id: number;
  entity: number | string;
  entityId: number;
  created: string | null;
}

export type ViewKind = 'list' | 'gantt' | 'table' | 'kanban';

export interface ProjectView {
  id: number;
  title: string;
  projectId: number;
  viewKind: ViewKind;
  position: number;
  filter?: unknown;
  bucketConfigurationMode?: string;
  bucketConfiguration?: unknown[] | null;
  defaultBucketId?: number;
  doneBucketId?: number;
}

export interface Label {
  id: number;
  title: string;
  hexColor: string;
  description?: string;
  createdBy?: User;
}

export interface Task {
  id: number;
  title: string;
  description: string;
  done: boolean;
  doneAt: string | null;
  priority: number;
  dueDate: string | null;
  startDate: string | null;
  endDate: string | null;
  percentDone: number;
  hexColor: string;
  identifier: string;
  index: number;
  projectId: number;
  bucketId?: number;
  position?: number;
  isFavorite: boolean;
  labels: Label[] | null;
  assignees: User[] | null;
  repeatAfter: number;
  repeatMode: number;
  reminders?: TaskReminder[] | null;
  relatedTasks?: Partial<Record<RelationKind, Task[]>> | null;
  attachments?: TaskAttachment[] | null;
  /** How many comments the task has (servers from 1.1 on send it with every task). */
  commentCount?: number;
  /** The image attachment shown on the task's kanban card; 0 for none. */
  coverImageAttachmentId?: number;
  created: string | null;
  updated: string | null;
  createdBy?: User;
}

export interface Bucket {
  id: number;
  title: string;
  projectViewId: number;
  tasks: Task[] | null;
  limit: number;
  position: number;
  count?: number;
}

export interface Notification {
  id: number;
  name: string;
  notification: Record<string, unknown>;
  read: boolean;
  readAt: string | null;
  created: string | null;
}

export interface TaskReminder {
  /** Absolute time; the server fills it in for relative reminders too. */
  reminder: string | null;
  /** Seconds relative to `relativeTo`; negative is before. */
  relativePeriod: number;
  relativeTo: '' | 'due_date' | 'start_date' | 'end_date';
}

export type RelationKind =
  | 'subtask'
  | 'parenttask'
  | 'related'
  | 'duplicateof'
  | 'duplicates'
  | 'blocking'
  | 'blocked'
  | 'precedes'
  | 'follows'
  | 'copiedfrom'
  | 'copiedto';

export interface TaskAttachment {
  id: number;
  taskId: number;
  created: string | null;
  createdBy?: User;
  file: { id: number; name: string; mime: string; size: number; created: string | null };
}

import type { WebhookRow as DeliveryRow } from '../webhooks.ts';

/** Rows of the resources the list routes page through, as stored. */

export interface AttachmentRow {
  id: number;
  task_id: number;
  file_id: number;
  created_by_id: number;
  created: string;
}

export interface CommentRow {
  id: number;
  comment: string;
  author_id: number;
  task_id: number;
  created: string;
  updated: string;
}

export interface NotificationRow {
  id: number;
  notifiable_id: number;
  notification: string;
  name: string;
  read_at: string | null;
  created: string;
}

export interface LinkShareRow {
  id: number;
  hash: string;
  name: string;
  project_id: number;
  permission: number;
  sharing_type: number;
  password: string;
  shared_by_id: number;
  created: string;
  updated: string;
}

export interface TeamRow {
  id: number;
  name: string;
  description: string;
  created_by_id: number;
  is_public: number;
  external_id: string;
  created: string;
  updated: string;
}

export interface TokenRow {
  id: number;
  title: string;
  token_last_eight: string;
  permissions: string;
  expires_at: string | null;
  owner_id: number;
  created: string;
}

export interface SessionListRow {
  id: string;
  is_long: number;
  device_info: string;
  ip_address: string;
  last_active: string;
  created: string;
}

export interface WebhookRow extends DeliveryRow {
  created_by_id: number;
  created: string;
  updated: string;
}

export interface BucketRow {
  id: number;
  title: string;
  project_view_id: number;
  limit: number;
  position: number;
  created_by_id: number;
  created: string;
  updated: string;
}

/** A user's or a team's share of a project (users_projects, team_projects). */
export interface ProjectShareRow {
  id: number;
  user_id?: number;
  team_id?: number;
  permission: number;
  created: string;
  updated: string;
}

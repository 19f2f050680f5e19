import type { Page } from '@playwright/test';
import { apiAs, inboxOf, registerUser, serverUrl } from './fixtures';
import { signInStored } from './fixtures-session';

export interface View {
  id: number;
  view_kind: string;
  done_bucket_id: number;
  default_bucket_id: number;
}
export interface Bucket {
  id: number;
  title: string;
  limit: number;
}

/** A fresh user, the inbox's kanban view and its buckets. */
export async function setup(prefix: string) {
  const user = await registerUser(prefix);
  const projectId = await inboxOf(user.token);
  const views = await apiAs<View[]>(user.token, 'GET', `/projects/${projectId}/views`);
  const view = views.find((v) => v.view_kind === 'kanban')!;
  const buckets = await apiAs<Bucket[]>(user.token, 'GET', `/projects/${projectId}/views/${view.id}/buckets`);
  return { user, projectId, view, buckets };
}

export async function openKanban(
  page: Page,
  user: { username: string; password: string },
  projectId: number,
  viewId: number,
) {
  await signInStored(page, user);
  await page.goto(`${serverUrl()}/projects/${projectId}/${viewId}`);
}

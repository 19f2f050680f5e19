import type { Hono } from 'hono';
import type { Env } from '../context.ts';
import { registerAssignees } from './assignees.ts';
import { registerAttachments } from './attachments.ts';
import { registerAuth } from './auth.ts';
import { registerBackgrounds } from './backgrounds.ts';
import { registerBuckets } from './buckets.ts';
import { registerCaldavTokens } from './caldav-tokens.ts';
import { registerComments } from './comments.ts';
import { registerDuplicate } from './duplicate.ts';
import { registerExport } from './export.ts';
import { registerFilters } from './filters.ts';
import { registerInfo } from './info.ts';
import { registerLabels } from './labels.ts';
import { registerLinkShares } from './link-shares.ts';
import { registerMigration } from './migration.ts';
import { registerNotifications } from './notifications.ts';
import { registerOpenId } from './openid.ts';
import { registerProjectShares } from './project-shares.ts';
import { registerProjects } from './projects.ts';
import { registerReactions } from './reactions.ts';
import { registerSessions } from './sessions.ts';
import { registerRelations } from './relations.ts';
import { registerSubscriptions } from './subscriptions.ts';
import { registerTaskBulk } from './task-bulk.ts';
import { registerTaskLabels } from './task-labels.ts';
import { registerTaskLists } from './task-lists.ts';
import { registerTasks } from './tasks.ts';
import { registerTeams } from './teams.ts';
import { registerTesting } from './testing.ts';
import { registerTokens } from './tokens.ts';
import { registerTotp } from './totp.ts';
import { registerUserAccount } from './user-account.ts';
import { registerUserSettings } from './user-settings.ts';
import { registerUser } from './user.ts';
import { registerViews } from './views.ts';
import { registerWebhooks } from './webhooks.ts';
import { registerWebsocketHandshake } from './websocket.ts';

/**
 * Mounts every resource group on the /api/v1 sub-app. Order matters where patterns overlap:
 * Hono runs matching handlers in registration order.
 */
export function registerRoutes(api: Hono<Env>): void {
  for (const register of [
    registerInfo,
    registerAuth,
    registerOpenId,
    registerUser,
    registerUserAccount,
    registerTotp,
    registerTokens,
    registerCaldavTokens,
    registerSessions,
    registerWebsocketHandshake,
    registerProjects,
    registerDuplicate,
    registerViews,
    registerBuckets,
    registerProjectShares,
    registerLinkShares,
    registerTaskBulk,
    registerTaskLists,
    registerTasks,
    registerLabels,
    registerTaskLabels,
    registerAssignees,
    registerComments,
    registerRelations,
    registerReactions,
    registerFilters,
    registerSubscriptions,
    registerTeams,
    registerAttachments,
    registerBackgrounds,
    registerWebhooks,
    registerExport,
    registerMigration,
    registerNotifications,
    registerTesting,
    registerUserSettings,
  ]) {
    register(api);
  }
}

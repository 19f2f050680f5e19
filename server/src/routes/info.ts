import type { Hono } from 'hono';
import type { AppState, Env } from '../context.ts';
import { availableMigrators } from '../migration/oauth.ts';
import { publicProviders } from './openid.ts';

const VERSIONS = { '2': 'v2.5.0', '1': 'v1.1.0', '0.24': 'v0.24.6' } as const;

/** shared.VikunjaInfos (v1.vikunjaInfos in 0.24), driven by the server options; `openid` = the discovered providers. */
export function infoJson(app: AppState, openid: Record<string, unknown>[] = []): Record<string, unknown> {
  const o = app.opts;
  const out: Record<string, unknown> = {
    version: VERSIONS[o.compat],
    frontend_url: o.frontendUrl,
    motd: o.motd,
    link_sharing_enabled: o.linkSharing,
    max_file_size: o.maxFileSize,
    available_migrators: availableMigrators(o),
    task_attachments_enabled: o.attachments,
    enabled_background_providers: ['upload'],
    totp_enabled: o.totp,
    legal: { imprint_url: o.imprintUrl, privacy_policy_url: o.privacyPolicyUrl },
    caldav_enabled: o.caldav,
    auth: {
      local: { enabled: true, ...(o.compat === '0.24' ? {} : { registration_enabled: o.registration }) },
      ...(o.compat === '0.24' ? {} : { ldap: { enabled: false } }),
      openid_connect: { enabled: o.openidProviders.length > 0, providers: openid },
    },
    email_reminders_enabled: o.emailReminders,
    user_deletion_enabled: o.userDeletion,
    task_comments_enabled: o.comments,
    demo_mode_enabled: o.demoMode,
    webhooks_enabled: o.webhooks,
    public_teams_enabled: o.publicTeams,
  };
  if (o.compat === '0.24') out.registration_enabled = o.registration;
  else out.max_items_per_page = o.maxItemsPerPage;
  if (o.compat === '2') {
    out.allow_icon_changes = true;
    out.concurrent_writes = false;
    out.enabled_pro_features = [];
  }
  return out;
}

export function registerInfo(api: Hono<Env>): void {
  api.get('/info', async (c) => c.json(infoJson(c.get('app'), await publicProviders(c.get('app')))));
}

import type { ServerInfo, User } from '@/api/types';
import { featuresFor } from '@/api/version';

export const SETTINGS_SECTIONS = [
  'general',
  'password-update',
  'email-update',
  'avatar',
  'totp',
  'sessions',
  'caldav',
  'api-tokens',
  'data-export',
  'deletion',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** What only an account with a local password may change (provider accounts cannot). */
const LOCAL_ONLY: readonly SettingsSection[] = ['password-update', 'email-update', 'avatar'];

type Info = Pick<ServerInfo, 'totpEnabled' | 'caldavEnabled' | 'userDeletionEnabled' | 'version'>;

/** The settings sections this server and this account offer; unknown values (still loading) show a section. */
export function visibleSections(
  info: Partial<Info> | undefined,
  user: Pick<User, 'isLocalUser'> | undefined,
): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => {
    if (section === 'totp') return info?.totpEnabled !== false;
    if (section === 'caldav') return info?.caldavEnabled === true;
    if (section === 'sessions') return info?.version === undefined || featuresFor(info.version).hasSessions;
    if (section === 'deletion') return info?.userDeletionEnabled !== false;
    if (LOCAL_ONLY.includes(section)) return user?.isLocalUser !== false;
    return true;
  });
}

/**
 * Whether a section's page (reached by URL: the nav hides it) belongs to the account's provider:
 * a provider account has no local password, and Vikunja refuses these changes with 1021.
 */
export function managedByProvider(section: string | undefined, user: Pick<User, 'isLocalUser'> | undefined): boolean {
  return user?.isLocalUser === false && (LOCAL_ONLY as readonly string[]).includes(section ?? '');
}

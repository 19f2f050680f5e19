/** What the toolbar badge tells: unread count, offline, or that a sign-in is needed. */
export type BadgeState =
  | { kind: 'unread'; count: number }
  | { kind: 'offline' }
  | { kind: 'signed-out' }
  /** The browser no longer lets the extension reach the server (the host permission was refused or revoked). */
  | { kind: 'no-access'; host: string };

export interface BadgeLook {
  text: string;
  color: string;
  /** i18n key of the tooltip. */
  titleKey: string;
}

/** Pure mapping from state to badge; counts above 99 are shortened so the badge stays readable. */
export function badgeLook(state: BadgeState): BadgeLook {
  switch (state.kind) {
    case 'unread':
      return {
        text: state.count === 0 ? '' : state.count > 99 ? '99+' : String(state.count),
        color: '#1973ff',
        titleKey: state.count === 0 ? 'extension.badge.none' : 'extension.badge.unread',
      };
    case 'offline':
      return { text: '!', color: '#9e9e9e', titleKey: 'extension.badge.offline' };
    case 'signed-out':
      return { text: '?', color: '#e65100', titleKey: 'extension.badge.signedOut' };
    case 'no-access':
      return { text: '×', color: '#c62828', titleKey: 'extension.badge.noAccess' };
  }
}

/**
 * Priority and progress as the app shows and sends them. A server stores whatever a client sent (1e308, -3,
 * 2.5), so values are brought into range where they are read: priority 0–5 (whole levels), progress 0–1.
 */
export const MAX_PRIORITY = 5;

/** The priority level 0–5 a stored priority stands for; anything unreadable is unset (0). */
export function priorityLevel(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(MAX_PRIORITY, Math.max(0, Math.round(value)));
}

/** The progress 0–1 a stored percent done stands for; anything unreadable is none (0). */
export function progressShare(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

import type { QuickAddMode } from './types';

export type PrefixKind = 'label' | 'project' | 'priority' | 'assignee';

export interface Prefixes {
  label: string;
  project: string;
  priority: string;
  assignee: string;
}

const VIKUNJA: Prefixes = { label: '*', project: '+', priority: '!', assignee: '@' };
const TODOIST: Prefixes = { label: '@', project: '#', priority: '!', assignee: '+' };

/** The prefix characters of a mode, or null when parsing is disabled. */
export function getPrefixes(mode: QuickAddMode): Prefixes | null {
  if (mode === 'disabled') return null;
  return mode === 'todoist' ? TODOIST : VIKUNJA;
}

/** Reverse lookup (prefix character to kind) for the scanner. */
export function prefixKinds(prefixes: Prefixes): Map<string, PrefixKind> {
  const kinds: PrefixKind[] = ['label', 'project', 'priority', 'assignee'];
  return new Map(kinds.map((kind) => [prefixes[kind], kind]));
}

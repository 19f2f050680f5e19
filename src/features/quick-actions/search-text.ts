import type { Label, Project } from '@/api/types';
import { getPrefixes, type Prefixes } from '@/quick-add/prefixes';
import type { QuickAddMode } from '@/quick-add';

/** With quick-add magic switched off the palette still understands Vikunja's own prefixes. */
export function searchPrefixes(mode: QuickAddMode | undefined): Prefixes {
  return getPrefixes(mode === 'todoist' ? 'todoist' : 'vikunja') as Prefixes;
}

export interface SearchText {
  /** What is left to search titles with. */
  text: string;
  labels: string[];
  project: string | null;
}

/** Splits the palette's text into plain words, prefixed label names and a prefixed project name. */
export function splitSearchText(query: string, prefixes: Prefixes): SearchText {
  const words: string[] = [];
  const labels: string[] = [];
  let project: string | null = null;
  // A quoted value may hold spaces: *"to do".
  for (const word of query.match(/[^\s"]?"[^"]*"|\S+/g) ?? []) {
    const value = word
      .slice(1)
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (word.startsWith(prefixes.label) && value) labels.push(value);
    else if (word.startsWith(prefixes.project) && value) project = value;
    else words.push(word);
  }
  return { text: words.join(' '), labels, project };
}

/** How a picked label goes into the input: its prefix and title, quoted when it holds a space. */
export function labelToken(title: string, prefixes: Prefixes): string {
  return `${prefixes.label}${/\s/.test(title) ? `"${title}"` : title} `;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The task filter for prefixed names ("Task search sends s, sort_by done and a filter on
 * project and labels"). Names nobody knows give an id no task has, so the search finds nothing
 * rather than ignoring what was asked for.
 */
export function searchFilter(parts: SearchText, labels: Label[], projects: Project[]): string | null {
  const clauses: string[] = [];
  if (parts.labels.length > 0) {
    const ids = parts.labels.map((name) => labels.find((l) => same(l.title, name))?.id ?? 0);
    clauses.push(`labels in ${ids.join(', ')}`);
  }
  if (parts.project !== null) {
    const name = parts.project;
    clauses.push(`project = ${projects.find((p) => same(p.title, name))?.id ?? 0}`);
  }
  return clauses.length > 0 ? clauses.join(' && ') : null;
}

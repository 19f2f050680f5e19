import {
  collectFilterRefs,
  FilterSyntaxError,
  parseFilter,
  printFilter,
  resolveFilterRefs,
  type FilterRef,
} from '@/filters';
import type { Label, Project } from '@/api/types';

export type FilterCheck = { ok: true } | { ok: false; code: number; message: string; position: number };

/** Checks filter text with the shared parser; empty text is a valid "no filter". */
export function checkFilter(text: string): FilterCheck {
  try {
    parseFilter(text);
    return { ok: true };
  } catch (error) {
    if (error instanceof FilterSyntaxError)
      return { ok: false, code: error.code, message: error.message, position: error.position };
    throw error;
  }
}

/**
 * The filter as a server expects it: label and project names swapped for their ids (Vikunja
 * resolves only ids there); usernames stay, servers match those themselves.
 */
export function filterForServer(text: string, labels: Label[], projects: Project[]): string {
  if (text.trim() === '') return '';
  const byName = (ref: FilterRef): number | undefined => {
    const name = ref.name.toLowerCase();
    if (ref.field === 'labels') return labels.find((l) => l.title.toLowerCase() === name)?.id;
    if (ref.field === 'project') return projects.find((p) => p.title.toLowerCase() === name && p.id > 0)?.id;
    return undefined;
  };
  const ast = parseFilter(text);
  return collectFilterRefs(ast).length === 0 ? printFilter(ast) : printFilter(resolveFilterRefs(ast, byName));
}

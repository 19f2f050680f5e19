/**
 * The one place the task list gets its filter SQL from: the shared filter language compiled by
 * filter-sql.ts (owned by the filter engineer), with its errors turned into API errors.
 */
import { apiError } from './errors.ts';
import { compileFilter, type CompiledFilter } from './filter-sql.ts';

export interface FilterOptions {
  timezone?: string;
  includeNulls?: boolean;
  now?: Date;
  userId?: number;
}

/** Compiles filter text to a WHERE fragment over `tasks t`; an empty filter matches everything. */
export function compileTaskFilter(filter: string, opts: FilterOptions = {}): CompiledFilter {
  if (!filter.trim()) return { sql: '1 = 1', params: [] };
  try {
    return compileFilter(filter, opts);
  } catch (err) {
    throw toApiError(err);
  }
}

/** Filter errors carry Vikunja's numeric code (4016–4019, 2003); they answer 400. */
function toApiError(err: unknown): unknown {
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'number' && !('status' in err)) {
    return apiError(400, err.code, err instanceof Error ? err.message : 'Invalid filter.');
  }
  return err;
}

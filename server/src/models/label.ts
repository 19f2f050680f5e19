import type { AppState } from '../context.ts';
import { userJsonById } from './user.ts';

export interface LabelRow {
  id: number;
  title: string;
  description: string;
  hex_color: string;
  created_by_id: number;
  created: string;
  updated: string;
}

/** models.Label. */
export function labelJson(
  app: AppState,
  l: LabelRow,
  createdBy: Record<string, unknown> | null = userJsonById(app, l.created_by_id),
): Record<string, unknown> {
  return {
    id: l.id,
    title: l.title,
    description: l.description,
    hex_color: l.hex_color,
    created_by: createdBy,
    created: l.created,
    updated: l.updated,
  };
}

import type { AppState } from '../context.ts';
import { signJwt } from '../auth/jwt.ts';
import { permissionKey } from '../http/permission.ts';
import { findLinkShare } from '../models/link-share.ts';
import type { LinkShareRow } from '../models/rows.ts';

/** A link-share JWT (type 2); its user id is the negative share id, as in Vikunja. */
export function issueLinkShareJwt(app: AppState, shareId: number): string {
  const s = findLinkShare(app, shareId) as LinkShareRow;
  return signJwt(
    {
      type: 2,
      id: s.id,
      hash: s.hash,
      project_id: s.project_id,
      [permissionKey(app)]: s.permission,
      sharedByID: s.shared_by_id,
      exp: Math.floor(Date.now() / 1000) + app.opts.jwtTtlSeconds,
    },
    app.secret,
  );
}

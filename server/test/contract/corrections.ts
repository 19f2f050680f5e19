import type { CompatMode } from '../../src/options.ts';
import type { Swagger } from './swagger.ts';

/**
 * Where the swagger files and the real servers disagree, the real server wins: these corrections are
 * applied to every loaded file, so the coverage and contract tests hold the server to the real paths.
 */
export function correctSwagger(sw: Swagger, _mode: CompatMode): Swagger {
  const paths = { ...sw.paths };
  // Every release serves avatars at /avatar/{username}; the files' /{username}/avatar answers 404.
  const avatar = paths['/{username}/avatar'];
  if (avatar) {
    delete paths['/{username}/avatar'];
    paths['/avatar/{username}'] = avatar;
  }
  return { ...sw, paths };
}

/** Paths the files document that a real server does not answer (the server must answer a bare 404). */
export const WRONG_PATHS = ['GET /alice/avatar'];

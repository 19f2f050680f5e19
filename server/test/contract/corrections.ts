import type { CompatMode } from '../../src/options.ts';
import type { Schema, Swagger } from './swagger.ts';

const ref = (name: string): Schema => ({ $ref: `#/definitions/${name}` });
const ok = (schema: Schema) => ({ responses: { '200': { schema } } });

/** 2.x's login sessions, which its route table has and its swagger file does not describe. */
const SESSION: Schema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    device_info: { type: 'string' },
    ip_address: { type: 'string' },
    is_current: { type: 'boolean' },
    last_active: { type: 'string' },
    created: { type: 'string' },
  },
};

/**
 * Where the swagger files and the real servers disagree, the real server wins: these corrections are
 * applied to every loaded file, so the coverage and contract tests hold the server to the real paths.
 */
export function correctSwagger(sw: Swagger, mode: CompatMode): Swagger {
  const paths = { ...sw.paths };
  const definitions = { ...sw.definitions };
  // Every release serves avatars at /avatar/{username}; the files' /{username}/avatar answers 404.
  const avatar = paths['/{username}/avatar'];
  if (avatar) {
    delete paths['/{username}/avatar'];
    paths['/avatar/{username}'] = avatar;
  }
  if (mode === '2') {
    definitions['models.Session'] = SESSION;
    paths['/user/sessions'] = { get: ok({ type: 'array', items: ref('models.Session') }) };
    paths['/user/sessions/{id}'] = { delete: ok(ref('models.Message')) };
  }
  return { paths, definitions };
}

/** Paths the files document that a real server does not answer (the server must answer a bare 404). */
export const WRONG_PATHS = ['GET /alice/avatar'];

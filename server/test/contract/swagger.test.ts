import { describe, expect, it } from 'vitest';
import { toleranceFor } from './exceptions.ts';
import { matchTemplate, reachableDefinitions, validate, type Swagger } from './swagger.ts';

/** The validator the contract test relies on: it must see every kind of drift, however deep. */
const sw: Swagger = {
  paths: {
    '/teams/{id}/members/{username}': { delete: {} },
    '/teams/{id}/members/{userID}/admin': { post: {} },
    '/things/{id}': { get: {} },
    '/things/all': { get: {} },
  },
  definitions: {
    'user.User': {
      type: 'object',
      properties: { id: { type: 'integer' }, username: { type: 'string' }, email: { type: 'string' } },
    },
    'models.Map': {
      type: 'object',
      additionalProperties: { type: 'array', items: { $ref: '#/definitions/user.User' } },
    },
    'models.Thing': {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        owner: { allOf: [{ $ref: '#/definitions/user.User' }] },
        users: { type: 'array', items: { $ref: '#/definitions/user.User' } },
        byValue: { $ref: '#/definitions/models.Map' },
      },
    },
  },
};
const thing = { $ref: '#/definitions/models.Thing' };
const user = (o: Record<string, unknown> = {}) => ({ id: 1, username: 'a', email: 'a@x', ...o });
const full = { id: 1, owner: user(), users: [user()], byValue: { '👍': [user()] } };

describe('validate', () => {
  it('passes a complete answer, and null for any documented field (Go nil)', () => {
    expect(validate(sw, thing, full)).toEqual([]);
    expect(validate(sw, thing, { id: 1, owner: null, users: null, byValue: null })).toEqual([]);
  });

  it('reports missing fields at any depth: top level, through allOf refs, array items and map values', () => {
    const { email: _e, ...noEmail } = user();
    expect(validate(sw, thing, { owner: noEmail, users: [user(), noEmail], byValue: { x: [noEmail] } })).toEqual([
      '$.owner.email: missing (user.User.email)',
      '$.users[1].email: missing (user.User.email)',
      '$.byValue.x[0].email: missing (user.User.email)',
      '$.id: missing (models.Thing.id)',
    ]);
  });

  it('reports undocumented fields and wrong types, nested too', () => {
    expect(validate(sw, thing, { ...full, extra: 1, users: [user({ id: '1', admin: true })] })).toEqual([
      '$.users[0].id: expected integer, got "1"',
      '$.users[0].admin: not in user.User',
      '$.extra: not in models.Thing',
    ]);
  });

  it('lets through only what the exception list names, for its compat mode', () => {
    const { email: _e, ...other } = user();
    expect(validate(sw, thing, { ...full, owner: other }, { tol: toleranceFor('2', 'GET /things/{id}') })).toEqual([]);
    const view = { $ref: '#/definitions/models.ProjectView' };
    const real: Swagger = {
      paths: {},
      definitions: {
        'models.ProjectView': { type: 'object', properties: { view_kind: { type: 'integer', enum: [0, 1] } } },
      },
    };
    expect(validate(real, view, { view_kind: 'list' }, { tol: toleranceFor('0.24', 'GET /x') })).toEqual([]);
    expect(validate(real, view, { view_kind: 'list' }, { tol: toleranceFor('2', 'GET /x') })).toHaveLength(2);
  });

  it('records which definitions were filled in, and which an answer can contain', () => {
    const seen = new Set<string>();
    validate(sw, thing, { ...full, byValue: null }, { seen });
    expect([...seen].sort()).toEqual(['models.Thing', 'user.User']);
    expect([...reachableDefinitions(sw, [thing])].sort()).toEqual(['models.Map', 'models.Thing', 'user.User']);
  });
});

describe('matchTemplate', () => {
  it('prefers literal segments and tells templates apart by method', () => {
    expect(matchTemplate(sw, '/things/all')).toBe('/things/all');
    expect(matchTemplate(sw, '/things/7?x=1')).toBe('/things/{id}');
    expect(matchTemplate(sw, '/teams/1/members/bob', 'DELETE')).toBe('/teams/{id}/members/{username}');
    expect(matchTemplate(sw, '/teams/1/members/bob', 'GET')).toBeUndefined();
  });
});

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenIdProviderConfig } from '../src/options.ts';

/**
 * A tiny OpenID Connect provider on 127.0.0.1 for tests (server tests and Playwright): discovery,
 * /authorize (signs `user` in at once and redirects back with code + state), /token, /jwks, /userinfo.
 * Tokens are RS256 with its own key; everything about the next sign-in can be changed between calls.
 */

export type AuthMethod = 'client_secret_basic' | 'client_secret_post';

export interface FakeOidcOptions {
  clientId?: string;
  clientSecret?: string;
  /** What the token endpoint accepts (and discovery announces). Default: basic and post. */
  authMethods?: AuthMethod[];
  user?: Record<string, unknown>;
}

export interface FakeOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims of whoever signs in next (`sub` at least). */
  user: Record<string, unknown>;
  /** Claim names only /userinfo reveals, left out of the ID token. */
  userinfoOnly: string[];
  /** Changes to the next ID tokens: claims to override (e.g. `aud`), a signature by a foreign key, a payload edited after signing. */
  idToken: { claims?: Record<string, unknown>; foreignKey?: boolean; tamper?: boolean };
  /** While set, discovery answers 503. */
  discoveryDown: boolean;
  /** Token requests seen: how the client authenticated. */
  tokenRequests: { auth: AuthMethod | 'none'; code: string; redirectUri: string }[];
  /** Issues a code as /authorize would, without a browser. */
  code(redirectUri: string): string;
  /** A server option for this provider. */
  provider(key?: string, name?: string, extra?: Partial<OpenIdProviderConfig>): OpenIdProviderConfig;
  close(): Promise<void>;
}

interface Grant {
  redirectUri: string;
  claims: Record<string, unknown>;
  nonce: string | null;
}

const b64 = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');
const formDecode = (v: string): string => decodeURIComponent(v.replace(/\+/g, ' '));

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts a fake provider on a free port. */
export async function startFakeOidc(o: FakeOidcOptions = {}): Promise<FakeOidc> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = crypto.randomUUID();
  const methods = o.authMethods ?? ['client_secret_basic', 'client_secret_post'];
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Record<string, unknown>>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeOidc = {
    issuer,
    clientId: o.clientId ?? 'vikunja-test',
    clientSecret: o.clientSecret ?? 'fake secret/with+symbols',
    user: o.user ?? { sub: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace', preferred_username: 'ada' },
    userinfoOnly: [],
    idToken: {},
    discoveryDown: false,
    tokenRequests: [],
    code(redirectUri) {
      return issueCode(redirectUri, null);
    },
    provider(key = 'fake', name = 'Fake ID', extra = {}) {
      return { key, name, authUrl: issuer, clientId: fake.clientId, clientSecret: fake.clientSecret, ...extra };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // keep-alive sockets of fetch and the browser would hold close() up
      }),
  };

  function issueCode(redirectUri: string, nonce: string | null): string {
    const code = crypto.randomBytes(16).toString('hex');
    grants.set(code, { redirectUri, claims: { ...fake.user }, nonce });
    return code;
  }

  function idToken(g: Grant): string {
    const now = Math.floor(Date.now() / 1000);
    const own = Object.fromEntries(Object.entries(g.claims).filter(([k]) => !fake.userinfoOnly.includes(k)));
    const payload = {
      iss: issuer,
      aud: fake.clientId,
      iat: now,
      exp: now + 300,
      ...(g.nonce ? { nonce: g.nonce } : {}),
      ...own,
      ...fake.idToken.claims,
    };
    const signed = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(payload)}`;
    const sig = crypto
      .sign('sha256', Buffer.from(signed), fake.idToken.foreignKey ? foreign : privateKey)
      .toString('base64url');
    if (!fake.idToken.tamper) return `${signed}.${sig}`;
    return `${signed.split('.')[0]}.${b64({ ...payload, sub: 'admin' })}.${sig}`; // claims another subject
  }

  function clientAuth(req: http.IncomingMessage, form: URLSearchParams): AuthMethod | 'none' | null {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (basic?.[1]) {
      const [id = '', secret = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':').map(formDecode);
      return id === fake.clientId && secret === fake.clientSecret && methods.includes('client_secret_basic')
        ? 'client_secret_basic'
        : null;
    }
    if (form.has('client_secret')) {
      const ok = form.get('client_id') === fake.clientId && form.get('client_secret') === fake.clientSecret;
      return ok && methods.includes('client_secret_post') ? 'client_secret_post' : null;
    }
    return null;
  }

  async function token(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const auth = clientAuth(req, form);
    const code = form.get('code') ?? '';
    const redirectUri = form.get('redirect_uri') ?? '';
    fake.tokenRequests.push({ auth: auth ?? 'none', code, redirectUri });
    if (!auth) return send(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'authorization_code') return send(res, 400, { error: 'unsupported_grant_type' });
    const grant = grants.get(code);
    grants.delete(code); // a code works once
    if (!grant || grant.redirectUri !== redirectUri) return send(res, 400, { error: 'invalid_grant' });
    const access = crypto.randomBytes(16).toString('hex');
    accessTokens.set(access, grant.claims);
    send(res, 200, { access_token: access, token_type: 'Bearer', expires_in: 300, id_token: idToken(grant) });
  }

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      if (fake.discoveryDown) return send(res, 503, { error: 'down' });
      return send(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: methods,
      });
    }
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      const redirect = q.get('redirect_uri') ?? '';
      if (q.get('client_id') !== fake.clientId || q.get('response_type') !== 'code' || !/^https?:\/\//.test(redirect)) {
        return send(res, 400, { error: 'invalid_request' });
      }
      const back = new URL(redirect);
      back.searchParams.set('code', issueCode(redirect, q.get('nonce')));
      if (q.has('state')) back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') return void token(req, res);
    if (url.pathname === '/jwks') {
      return send(res, 200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    }
    if (url.pathname === '/userinfo') {
      const claims = accessTokens.get(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
      return claims ? send(res, 200, claims) : send(res, 401, { error: 'invalid_token' });
    }
    send(res, 404, { error: 'not_found' });
  });
  return fake;
}

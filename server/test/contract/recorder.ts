import type { CompatMode } from '../../src/options.ts';
import type { Harness } from '../harness.ts';
import { answerException, documentedVerb, toleranceFor } from './exceptions.ts';
import { loadSwagger, matchTemplate, validate, type Schema, type Swagger } from './swagger.ts';

/** Response bodies are poked at field by field, like the harness's. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- scenario steps read ids out of arbitrary answers
export type Body = any;

export interface SendOptions {
  token?: string;
  body?: unknown;
  /** Multipart fields (files as Files; a list repeats the field), sent instead of a JSON body. */
  form?: Record<string, File | File[]>;
  headers?: Record<string, string>;
  /** Marks a call that an `answer` exception with this variant covers (exceptions.ts). */
  variant?: string;
}

/**
 * Sends requests to a booted server and checks every answer at once against the swagger of the
 * compat mode: a non-2xx status or a body that breaks its definition is a problem. Remembers which
 * swagger operations were validated, so the suite can prove it covered all implemented ones.
 */
export class Recorder {
  readonly sw: Swagger;
  readonly validated = new Set<string>();
  /** Definitions that some answer filled in (not just null), nested ones included. */
  readonly seen = new Set<string>();
  private problems: string[] = [];

  constructor(
    readonly h: Harness,
    readonly mode: CompatMode,
  ) {
    this.sw = loadSwagger(mode);
  }

  /** Sends a request; answers body, status and the raw response (for cookies and headers). */
  async send(
    method: string,
    path: string,
    o: SendOptions = {},
  ): Promise<{ status: number; body: Body; res: Response }> {
    const headers: Record<string, string> = {
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...o.headers,
    };
    let payload: BodyInit | undefined;
    if (o.form) {
      const form = new FormData();
      for (const [k, v] of Object.entries(o.form)) for (const f of [v].flat()) form.append(k, f, f.name);
      payload = form;
    } else if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(o.body);
    }
    const res = await fetch(this.h.base + path, { method, headers, body: payload });
    const text = await res.text();
    const json =
      res.headers.get('content-type')?.includes('application/json') && text ? (JSON.parse(text) as Body) : text;
    this.check(method, path, res.status, json, res.headers.get('content-type') ?? '', o.variant);
    return { status: res.status, body: json, res };
  }

  /** The common case: a JSON request, answered body. */
  async call(method: string, path: string, token?: string, body?: unknown): Promise<Body> {
    return (await this.send(method, path, { token, body })).body;
  }

  /** Problems found since the last take (each area's `it` asserts on its own). */
  take(): string[] {
    const out = this.problems;
    this.problems = [];
    return out;
  }

  /** The schema an operation's success answer is validated against: the exception's, else the documented one. */
  answerSchema(op: string, status?: number, variant?: string): Schema | undefined {
    const [method = '', template = ''] = op.split(' ');
    const responses = this.sw.paths[template]?.[method.toLowerCase()]?.responses ?? {};
    const documented =
      responses[String(status)]?.schema ?? Object.entries(responses).find(([code]) => code.startsWith('2'))?.[1].schema;
    return answerException(this.mode, op, variant) ?? documented;
  }

  private check(realMethod: string, path: string, status: number, body: unknown, type: string, variant?: string): void {
    const method = documentedVerb(this.sw, realMethod, path.split('?')[0] ?? path);
    const template = matchTemplate(this.sw, path, method);
    const op = `${method} ${template ?? path}`;
    if (status < 200 || status >= 300) {
      this.problems.push(`${method} ${path}: unexpected ${status} ${JSON.stringify(body)}`);
      return;
    }
    const spec = template ? this.sw.paths[template]?.[method.toLowerCase()] : undefined;
    if (!spec) {
      this.problems.push(`${method} ${path}: not in this release's swagger`);
      return;
    }
    if (!type.includes('application/json')) {
      this.problems.push(`${op}: answered ${type || 'no content type'}, not JSON`);
      return;
    }
    const schema = this.answerSchema(op, status, variant);
    if (!schema) {
      this.problems.push(`${op}: no documented answer to validate against`);
      return;
    }
    const errors = validate(this.sw, schema, body, { tol: toleranceFor(this.mode, op), seen: this.seen });
    // Repeated items (every task of a list) report the same problem once.
    const unique = [...new Set(errors.map((e) => e.replace(/\[\d+\]/g, '[]')))];
    this.problems.push(...unique.map((e) => `${op}: ${e}`));
    this.validated.add(op);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import type { Env } from '../context.ts';

export const CSP =
  "default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

function fileResponse(file: string): Response {
  const ext = path.extname(file).toLowerCase();
  const headers: Record<string, string> = { 'content-type': TYPES[ext] ?? 'application/octet-stream' };
  if (ext === '.html') {
    headers['content-security-policy'] = CSP;
    headers['cache-control'] = 'no-cache';
  } else if (file.includes(`${path.sep}assets${path.sep}`)) {
    headers['cache-control'] = 'public, max-age=31536000, immutable';
  }
  headers['x-content-type-options'] = 'nosniff';
  return new Response(fs.readFileSync(file), { headers });
}

/** Serves the web build with an SPA fallback to index.html (everything outside /api). */
export function registerStatic(app: Hono<Env>, webDir: string): void {
  const root = path.resolve(webDir);
  app.get('*', (c, next) => {
    const urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    if (urlPath.startsWith('/api/')) return next();
    if (!fs.existsSync(path.join(root, 'index.html'))) return next();
    const candidate = path.resolve(root, `.${urlPath}`);
    // Never leave the web directory, whatever the path says.
    if (candidate.startsWith(root + path.sep) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return Promise.resolve(fileResponse(candidate));
    }
    // Missing assets are real 404s; only page routes fall back to the app shell.
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) return next();
    return Promise.resolve(fileResponse(path.join(root, 'index.html')));
  });
}

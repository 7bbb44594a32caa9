import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE, ErrorCodes, isPhoneUserAgent, resolveEntry } from '@lexbridge/contract';
import { fail, httpStatusOf } from '../lib/envelope.ts';

/** The repository root: a relative WEB_DIST names the repository's build, wherever the process was started. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Paths that name a file. They are served when present and answered 404 otherwise, never sent into the SPA. */
const FILE_LIKE = /\.(?:ico|png|jpe?g|gif|svg|webp|avif|bmp|txt|xml|json|js|mjs|css|map|woff2?|ttf|otf|eot|webmanifest|pdf|docx?|zip)$/i;
const INDEX_FILE = /\/index\.(?:html?|php)$/i;

const NOT_BUILT_NOTE =
  'The web app has not been built yet: run `npm start` (it builds first) or `npm run build`.\n' +
  '网站前端尚未构建：请运行 `npm start`（会先构建）或 `npm run build`。\n' +
  'API: /api  ·  API docs: /api/docs\n';

export function webDistDir(webDist: string): string {
  return isAbsolute(webDist) ? webDist : join(REPO_ROOT, webDist);
}

/** index.html, re-read only when the build replaced it. */
function indexLoader(file: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    const st = await stat(file);
    if (!cached || cached.mtimeMs !== st.mtimeMs) cached = { mtimeMs: st.mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}

/** A file under dist for a URL path, or null when it is missing or tries to leave the folder. */
async function distFile(dist: string, pathname: string): Promise<string | null> {
  let rel: string;
  try {
    rel = normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
  } catch {
    return null;
  }
  const full = join(dist, rel);
  if (!full.startsWith(dist + sep) || rel.split(/[/\\]/).some((s) => s.startsWith('.'))) return null;
  const st = await stat(full).catch(() => null);
  return st?.isFile() ? rel : null;
}

/**
 * The built single-page app and the page-level rules of spec §2 the server can apply before any script runs:
 * language filling, index.* and /{lang} redirects, phone/desktop counterparts, and 404 for unknown pages.
 */
export default async function webPlugin(app: FastifyInstance) {
  const dist = webDistDir(app.ctx.config.WEB_DIST);
  const built = app.ctx.config.WEB_DIST !== '' && existsSync(join(dist, 'index.html'));
  const loadIndex = indexLoader(join(dist, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: dist, serve: false });

  const notFoundFile = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');

  app.get('/*', { schema: { hide: true } }, async (req: FastifyRequest, reply: FastifyReply) => {
    const q = req.url.indexOf('?');
    const pathname = q === -1 ? req.url : req.url.slice(0, q);
    const search = q === -1 ? '' : req.url.slice(q);

    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(httpStatusOf(ErrorCodes.NOT_FOUND)).send(fail(ErrorCodes.NOT_FOUND));
    }
    if (pathname.startsWith('/assets/')) {
      const rel = built ? await distFile(dist, pathname) : null;
      // Hashed names: a file never changes under the same name, so browsers keep it for a year.
      return rel ? reply.sendFile(rel, { immutable: true, maxAge: '365d' }) : notFoundFile(reply);
    }
    if (FILE_LIKE.test(pathname) && !INDEX_FILE.test(pathname)) {
      const rel = built ? await distFile(dist, pathname) : null;
      return rel ? reply.sendFile(rel, { maxAge: '1h' }) : notFoundFile(reply);
    }

    const entry = resolveEntry(pathname, { phone: isPhoneUserAgent(req.headers['user-agent']), cookieLang: req.cookies?.[COOKIE.lang] });
    if ('redirect' in entry) return reply.redirect(entry.redirect + search, 302);
    const status = entry.match || entry.standalone ? 200 : 404;
    reply.code(status).header('cache-control', 'no-cache');
    if (!built) return reply.type('text/plain; charset=utf-8').send(NOT_BUILT_NOTE);
    return reply.type('text/html; charset=utf-8').send(await loadIndex());
  });
}

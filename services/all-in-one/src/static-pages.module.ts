import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Module } from '@nestjs/common';
import express, { type RequestHandler } from 'express';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The member site (web/): built output if present, else its public folder. */
export function siteFolder(name: 'web'): string {
  const built = join(repoRoot, name, 'dist');
  return existsSync(join(built, 'index.html')) ? built : join(repoRoot, name, 'public');
}

/** A path whose last segment has an extension is a file (hashed assets, the favicon): never answered by a history fallback. */
function isFilePath(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

/** Paths the member site's history fallback never answers: the APIs, the back office, media files, providers and probes. */
export const NOT_SITE_PREFIXES = [
  '/api',
  '/chat-api',
  '/socket.io',
  '/admin-api',
  '/admin',
  '/media',
  '/payments',
  '/sandbox',
  '/dev',
  '/health',
  '/ready',
] as const;

/** Exact paths that are member-site routes although their prefix belongs to the server: /payments is the payments history page (spec section 2); /payments/... are provider postbacks. */
export const SITE_ROUTES_UNDER_SERVER_PREFIXES = ['/payments'] as const;

export function isSitePath(path: string): boolean {
  if ((SITE_ROUTES_UNDER_SERVER_PREFIXES as readonly string[]).includes(path.replace(/\/$/, ''))) return true;
  if (NOT_SITE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  // "Not a file": the last segment has no extension (hashed assets and the like are files).
  return !isFilePath(path);
}

/** Inside the back office (the path below its /admin mount): every client route answers its index.html, files do not. */
export function isAdminAppPath(pathBelowMount: string): boolean {
  return !isFilePath(pathBelowMount);
}

/** Hashed build output (`<folder>/assets/...`) never changes under its name: cached for a year; the rest is revalidated. */
function cacheHeaders(res: express.Response, path: string): void {
  res.setHeader('Cache-Control', path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The member site: its files (hashed assets cached for a year, the rest revalidated), and the
 * history fallback: any other GET that is not an API, back-office, provider or probe path and
 * not a file answers the built `index.html`, so deep links and reloads of client routes work.
 */
export function memberSite(folder: string = siteFolder('web')): RequestHandler[] {
  const index = join(folder, 'index.html');
  const built = folder.endsWith(`${join('web', 'dist')}`);
  const files = express.static(folder, { index: 'index.html', setHeaders: cacheHeaders });
  const fallback: RequestHandler = (req, res, next) => {
    if (!built || (req.method !== 'GET' && req.method !== 'HEAD') || !isSitePath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index, (err) => err && next(err));
  };
  return [files, fallback];
}

/**
 * The back office (admin/, react-admin), mounted at /admin: its built files (hashed assets cached
 * for a year) and its own history fallback, so /admin/members/42/show reloads into the app. The
 * admin API (/admin-api) is another mount and never reaches this. Before `npm run build` there
 * is nothing to serve, and /admin says so.
 */
export function adminSite(folder: string = join(repoRoot, 'admin', 'dist')): RequestHandler[] {
  const index = join(folder, 'index.html');
  const files = express.static(folder, { index: 'index.html', setHeaders: cacheHeaders });
  const fallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isAdminAppPath(req.path)) return next();
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The back office is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index, (err) => err && next(err));
  };
  return [files, fallback];
}

/** The static pages are plain express handlers (main.ts mounts memberSite and adminSite before the routes). */
@Module({})
export class StaticPagesModule {}

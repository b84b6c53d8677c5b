import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Controller, Get, Module, Res } from '@nestjs/common';
import express, { type RequestHandler } from 'express';
import type { Response } from 'express';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The member site (web/) and the back office (admin/): built output if present, else the plain pages. */
export function siteFolder(name: 'web' | 'admin'): string {
  const built = join(repoRoot, name, 'dist');
  return existsSync(join(built, 'index.html')) ? built : join(repoRoot, name, 'public');
}

/** Paths the member site's history fallback never answers: the APIs, the back office, providers and probes. */
export const NOT_SITE_PREFIXES = ['/api', '/admin-api', '/admin', '/payments', '/sandbox', '/dev', '/health', '/ready'] as const;

/** Exact paths that are member-site routes although their prefix belongs to the server: /payments is the payments history page (spec section 2); /payments/... are provider postbacks. */
export const SITE_ROUTES_UNDER_SERVER_PREFIXES = ['/payments'] as const;

export function isSitePath(path: string): boolean {
  if ((SITE_ROUTES_UNDER_SERVER_PREFIXES as readonly string[]).includes(path.replace(/\/$/, ''))) return true;
  if (NOT_SITE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  // "Not a file": the last segment has no extension (hashed assets and the like are files).
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]{1,8}$/.test(last);
}

/**
 * The member site: its files (hashed assets cached for a year, the rest revalidated), and the
 * history fallback: any other GET that is not an API, back-office, provider or probe path and
 * not a file answers the built `index.html`, so deep links and reloads of client routes work.
 */
export function memberSite(folder: string = siteFolder('web')): RequestHandler[] {
  const index = join(folder, 'index.html');
  const built = folder.endsWith(`${join('web', 'dist')}`);
  const files = express.static(folder, {
    index: 'index.html',
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const fallback: RequestHandler = (req, res, next) => {
    if (!built || (req.method !== 'GET' && req.method !== 'HEAD') || !isSitePath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index, (err) => err && next(err));
  };
  return [files, fallback];
}

@Controller()
class StaticPagesController {
  @Get('admin')
  admin(@Res() res: Response): void {
    res.sendFile(join(siteFolder('admin'), 'index.html'));
  }
}

@Module({ controllers: [StaticPagesController] })
export class StaticPagesModule {}

import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSite, isAdminAppPath, isSitePath } from './static-pages.module.js';

describe('member site history fallback', () => {
  it.each(['/', '/settings', '/settings/notifications', '/buy/credits', '/reset-password', '/no/such/page', '/myProfile', '/terms-of-use'])(
    'answers the site for %s',
    (path) => expect(isSitePath(path)).toBe(true),
  );

  it.each([
    '/api',
    '/api/member/sign-in',
    '/admin-api/payments',
    '/admin',
    '/admin/x',
    '/media/photos/12/small',
    '/payments/postback/sandbox',
    '/sandbox/pay',
    '/dev/mail',
    '/media/videos/3',
    '/health',
    '/ready',
    '/chat-api/v1/users',
    '/socket.io/',
  ])('leaves %s to the server', (path) => expect(isSitePath(path)).toBe(false));

  it.each(['/favicon.ico', '/assets/index-abc.js', '/robots.txt', '/missing.png'])('treats %s as a file', (path) => expect(isSitePath(path)).toBe(false));

  it('does not mistake a prefix lookalike for an API path', () => {
    expect(isSitePath('/apiary')).toBe(true);
  });

  it('serves the payments history page at /payments, but leaves /payments/... (postbacks) to the server', () => {
    expect(isSitePath('/payments')).toBe(true);
    expect(isSitePath('/payments/')).toBe(true);
    expect(isSitePath('/payments/postback/sandbox')).toBe(false);
  });
});

describe('back office history fallback', () => {
  it.each(['/', '/members', '/members/42/show', '/login', '/audit-log/7/show'])('answers the back office for /admin%s', (path) =>
    expect(isAdminAppPath(path)).toBe(true),
  );

  it.each(['/assets/index-abc.js', '/favicon.svg', '/assets/missing.css'])('treats /admin%s as a file', (path) => expect(isAdminAppPath(path)).toBe(false));
});

describe('back office served from its build folder', () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'admin-site-')), 'dist');
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let base = '';

  beforeAll(async () => {
    mkdirSync(join(folder, 'assets'), { recursive: true });
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>back office</title>');
    writeFileSync(join(folder, 'assets', 'index-abc123.js'), 'console.log(1)');
    const app = express();
    app.use('/admin', ...adminSite(folder));
    app.get('/admin-api/ping', (_req, res) => res.json({ api: true }));
    app.use((_req, res) => res.status(404).send('not found'));
    await new Promise<void>((r) => (server = app.listen(0, '127.0.0.1', () => r())));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server?.close();
    rmSync(join(folder, '..'), { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/', '/admin/members', '/admin/members/42/show'])('%s answers index.html, revalidated', async (path) => {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>back office</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await fetch(`${base}/admin/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing file instead of the app', async () => {
    const res = await fetch(`${base}/admin/assets/missing-1.js`);
    expect(res.status).toBe(404);
  });

  it('leaves /admin-api to the API', async () => {
    const res = await fetch(`${base}/admin-api/ping`);
    expect(await res.json()).toEqual({ api: true });
  });

  it('says the back office is not built when there is no index.html', async () => {
    const app = express();
    app.use('/admin', ...adminSite(join(folder, 'nowhere')));
    const other = await new Promise<ReturnType<typeof app.listen>>((r) => {
      const s = app.listen(0, '127.0.0.1', () => r(s));
    });
    try {
      const res = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/admin/members`);
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/npm run build/);
    } finally {
      other.close();
    }
  });
});

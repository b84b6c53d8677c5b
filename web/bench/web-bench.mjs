// Member site speed: serves the built site from the built all-in-one server (`npm run build`
// first; `npm run bench:web` does both), loads the public home and the signed-in orders page in
// Debian's Chromium with a cold cache, several times each, and reports the gzipped JavaScript
// each page loads and the median first contentful paint. Budgets (ARCHITECTURE.md): home at
// most 200 kB of gzipped JS, FCP under 1000 ms. Last line:
//   web: home X kB gzipped JS, FCP Y ms
// Options: --iterations N (default 5).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const iterationsArg = process.argv.indexOf('--iterations');
const iterations = iterationsArg > 0 ? Math.max(1, Number(process.argv[iterationsArg + 1]) || 1) : 5;

if (
  !existsSync(join(root, 'web/dist/index.html')) ||
  !existsSync(join(root, 'services/all-in-one/dist/main.js')) ||
  !existsSync(join(root, 'services/all-in-one/dist/launcher.js'))
) {
  process.stderr.write('web-bench: build first (npm run build), or run npm run bench:web\n');
  process.exit(2);
}

// The product's launcher (built, not test code): starts dist/main.js, waits for /ready and the demo.
const { startProduct } = await import('@dating/all-in-one/launcher');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One cold load: every JavaScript response of the page (its gzip size), and its FCP. */
async function load(browser, url, cookies) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !res.url().endsWith('.js')) return;
    try {
      scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // a redirect or an aborted response has no body
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const found = performance.getEntriesByName('first-contentful-paint')[0];
        if (found) return resolve(found.startTime);
        new PerformanceObserver((list) => resolve(list.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)).observe({
          type: 'paint',
          buffered: true,
        });
      }),
  );
  await context.close();
  return { js: [...scripts.values()].reduce((a, b) => a + b, 0), files: scripts.size, fcp };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
  ],
});
// Started after the browser, so a missing browser leaves nothing running.
const product = await startProduct({ LOG_LEVEL: 'error' }).catch(async (err) => {
  await browser.close();
  throw err;
});
try {
  const signIn = await fetch(`${product.url}/api/member/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'john@demo.local', password: 'demo-password' }),
  });
  const token = (await signIn.json()).result.access_token;
  const accepted = { name: 'cookiePoliciesAccepted', value: 'true', url: product.url };
  const pages = [
    { name: 'home', url: `${product.url}/`, cookies: [accepted] },
    {
      name: 'orders',
      url: `${product.url}/orders`,
      cookies: [accepted, { name: 'access-token', value: token, url: product.url }, { name: 'sex', value: 'man', url: product.url }],
    },
  ];
  const results = {};
  // One warm-up load each: the server's first answers (route compilation, caches) are not the site's speed.
  for (const p of pages) await load(browser, p.url, p.cookies);
  for (const p of pages) {
    const runs = [];
    for (let i = 0; i < iterations; i++) runs.push(await load(browser, p.url, p.cookies));
    results[p.name] = { js: median(runs.map((r) => r.js)) / 1024, files: median(runs.map((r) => r.files)), fcp: median(runs.map((r) => r.fcp)) };
    process.stdout.write(
      `${p.name.padEnd(7)} ${results[p.name].js.toFixed(1)} kB gzipped JS in ${results[p.name].files} files, median FCP ${Math.round(results[p.name].fcp)} ms over ${iterations} cold loads (${runs.map((r) => Math.round(r.fcp)).join(', ')} ms)\n`,
    );
  }
  process.stdout.write(`web: home ${results.home.js.toFixed(1)} kB gzipped JS, FCP ${Math.round(results.home.fcp)} ms\n`);
} finally {
  await browser.close();
  await product.stop();
}

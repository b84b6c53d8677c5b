import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type RunningProduct, startProduct } from '@dating/all-in-one/testing';
import type { Sql } from '@dating/platform';
import { createTestDatabase } from '@dating/platform/testing';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The next charge as a selling service makes it (mail, chat and profiles call the ledger port,
// which runs this handler): billing's own charge handler and price list over the product's
// database. Until a paid action of the member site is in the product, this is the charge.
import { LedgerService } from '../../services/billing-ledger/src/application/ledger.service.js';
import { ChargeCreditsCommand } from '../../services/billing-ledger/src/commands/charge-credits/charge-credits.command.js';
import { ChargeCreditsHandler } from '../../services/billing-ledger/src/commands/charge-credits/charge-credits.handler.js';
import { PriceList } from '../../services/billing-ledger/src/infrastructure/price-list.js';
import { launchBrowser } from '../../web/e2e/browser.js';
import { buyPack, expectAccessible, expectText, openSite, signIn, type SitePage } from '../../web/e2e/site.js';
import { creditsText, DEMO_PASSWORD, ensureEnrolled, expectTestId, openBackOffice, signInStaff, type StaffAccount } from './finance-support.js';

const APPROVE = '4242 4242 4242 4242';

/** Lets a dialog's opening animation finish before its screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);
const TOKEN_SECRET = 'finance-e2e-token-secret-at-least-32-characters';
/** A staff member's first sign-in may wait up to 30 s for a fresh authenticator code. */
const SLOW = 120_000;

/**
 * The finance back office against the real built product in Debian's Chromium. The product runs
 * on PostgreSQL (a database of its own) so the test can charge a man as the selling services do.
 * Staff sign in through the sign-in page with their authenticator code (TOTP). John
 * (john@demo.local) starts with the demo's 200 credits. Every screen is screenshotted into
 * web/e2e/screenshots/ (admin-*), at 1280 and 375 px, in English and Russian; no console errors.
 */
// A browser path of many screens: on a slow, shared two-core machine one took 55 to 60 s of the default 60.
describe('finance back office in a real browser', { timeout: 240_000 }, () => {
  let product: RunningProduct;
  let browser: Browser;
  let database: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;
  let charges: ChargeCreditsHandler;
  let prices: PriceList;
  let johnId: string;
  const sites: SitePage[] = [];
  const finance: StaffAccount = { email: 'finance@demo.local', password: DEMO_PASSWORD };
  const admin: StaffAccount = { email: 'admin@demo.local', password: DEMO_PASSWORD };

  const sessions = new Map<string, string>();

  /**
   * A back-office page signed in as `who`: the first time through the sign-in page (password and
   * authenticator code), then with that session in the new tab's storage, as another tab of the
   * same browser has it (a TOTP code works once per 30 seconds, and every sign-in is throttled).
   */
  async function backOffice(who: StaffAccount, options: Parameters<typeof openBackOffice>[2] = {}): Promise<SitePage> {
    const site = await openBackOffice(browser, product.url, options);
    sites.push(site);
    const saved = sessions.get(who.email);
    if (saved) {
      await site.context.addInitScript((session) => localStorage.getItem('admin.session') ?? localStorage.setItem('admin.session', session), saved);
      await site.page.goto('/admin/');
    } else {
      await signInStaff(site, await ensureEnrolled(product.url, who));
      sessions.set(who.email, (await site.page.evaluate(() => localStorage.getItem('admin.session')))!);
    }
    await site.page.locator('#main-content').waitFor();
    return site;
  }

  /** Charges John for one unit of `service` at the price list's price, as mail or chat would. */
  async function charge(service: 'text_chat' | 'write_letter'): Promise<{ chargeId: string; amount: number }> {
    return charges.execute(new ChargeCreditsCommand(johnId, service, 1, 0, `e2e:${service}`, `e2e:${randomUUID()}`));
  }

  async function available(): Promise<number> {
    const { rows } = await pool.query<{ available: string }>(`SELECT posted - held AS available FROM billing.accounts WHERE id = $1`, [johnId]);
    return Number(rows[0]!.available);
  }

  async function openAccount(page: Page, tab = ''): Promise<void> {
    await page.goto(`/admin/accounts/${encodeURIComponent(johnId)}/show${tab ? `/${tab}` : ''}`);
    await page.getByTestId('account-name').waitFor();
  }

  beforeAll(async () => {
    database = await createTestDatabase('admin_finance_e2e');
    product = await startProduct({ DATABASE_URL: database.url, TOKEN_SECRET, SEED_DEMO: 'true', DEV_PROVIDERS: 'true' });
    browser = await launchBrowser();
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    const sql: Sql = { query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[] };
    prices = new PriceList(sql, 0);
    charges = new ChargeCreditsHandler(new LedgerService(sql), prices);
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM billing.members WHERE name = 'John' AND user_type = 'man'`);
    johnId = rows[0]!.id;
  }, 180_000);

  afterAll(async () => {
    const errors = sites.flatMap((s) => s.errors);
    await browser?.close();
    await product?.stop();
    await pool?.end();
    await database?.drop();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it(
    'finance grants credits and reverses a charge: the balance and the statement change, on the back office and on the member site',
    async () => {
      const chat = await charge('text_chat');
      const before = 200 - chat.amount;
      expect(await available()).toBe(before);

      const s = await backOffice(finance);
      const { page } = s;
      await page.goto('/admin/accounts');
      await page.getByPlaceholder(/^Search/).fill('John');
      // The search reaches the address after its debounce: a click before it would be undone by it.
      await page.waitForURL(/filter=[^&]*John/);
      await page.getByRole('row').filter({ hasText: 'John' }).first().click();
      await page.waitForURL(`**/admin/accounts/${encodeURIComponent(johnId)}/show`);
      await expectTestId(page, 'balance-available-value', creditsText(before));
      await page.getByTestId('event-CreditsCharged').first().waitFor();
      await s.shot('account');
      await expectAccessible(s.page, 'account');

      // Grant 25: a double click on the dialog's button grants once.
      await page.getByTestId('grant-credits').click();
      const grant = page.getByTestId('grant-dialog');
      await grant.getByLabel(/^Credits/).fill('25');
      await grant.getByLabel(/^Reason/).fill('Goodwill: the chat dropped');
      await settle(page);
      await s.shot('grant-dialog');
      await expectAccessible(s.page, 'grant-dialog');
      await grant.getByTestId('grant-dialog-submit').dblclick();
      await grant.waitFor({ state: 'detached' });
      await expectTestId(page, 'balance-available-value', creditsText(before + 25));
      await expect.poll(() => page.getByTestId('event-CreditsGranted').count()).toBe(2); // the demo's grant and this one
      expect(await page.getByRole('row').nth(1).getByTestId('event-CreditsGranted').count()).toBe(1); // newest first
      expect(await page.getByRole('row').nth(1).textContent()).toContain('Goodwill: the chat dropped');
      expect(await available()).toBe(before + 25);
      await s.shot('account-granted');

      // Reverse the chat charge from the account's orders.
      await page.getByRole('tab', { name: 'Orders' }).click();
      await page.getByTestId(`reverse-${chat.chargeId}`).click();
      const reverse = page.getByTestId('reverse-dialog');
      await reverse.getByLabel(/^Reason/).fill('The chat never connected');
      await settle(page);
      await s.shot('reverse-dialog');
      await expectAccessible(s.page, 'reverse-dialog');
      await reverse.getByTestId('reverse-dialog-submit').click();
      await reverse.waitFor({ state: 'detached' });
      await page.getByTestId('order-reversed').waitFor();
      expect(await page.getByTestId(`reverse-${chat.chargeId}`).count()).toBe(0);
      await expectTestId(page, 'balance-available-value', creditsText(225));
      await s.shot('account-orders-reversed');
      await page.getByRole('tab', { name: 'Statement' }).click();
      await page.getByTestId('event-ChargeReversed').waitFor();
      expect(await page.getByRole('row').nth(1).getByTestId('event-ChargeReversed').count()).toBe(1);
      expect(await available()).toBe(225);

      // John sees it on the member site.
      const member = await openSite(browser, product.url, { tag: 'admin-member' });
      sites.push(member);
      await member.page.goto('/');
      await signIn(member, 'john@demo.local', DEMO_PASSWORD);
      await member.page.goto('/myProfile');
      await expectText(member.page, 'balance-value', '225');
      await member.shot('john-balance');
    },
    SLOW,
  );

  it(
    'an admin changes a price (with a confirmation), finance only reads prices, and the next charge uses the new price',
    async () => {
      const old = await prices.priceOf('write_letter');
      const next = old + 7;

      const s = await backOffice(admin);
      const { page } = s;
      await page.goto('/admin/prices');
      await page.getByTestId('edit-price-write_letter').click();
      const dialog = page.getByTestId('price-dialog');
      await dialog.locator('input[name=price]').fill(String(next));
      await dialog.getByTestId('price-dialog-submit').click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'new charges only' });
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(`Price in credits: ${old} → ${next}.`);
      await settle(page);
      await s.shot('price-confirm');
      await expectAccessible(s.page, 'price-confirm');
      await confirm.getByRole('button', { name: 'Change the price' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(async () => (await page.getByRole('row').filter({ hasText: 'Letter' }).textContent()) ?? '').toContain(creditsText(next));
      await s.shot('prices-changed');

      // The next charge is at the new price, and the member site's price list says so.
      const letter = await charge('write_letter');
      expect(letter.amount).toBe(next);
      const res = await fetch(`${product.url}/api/site/settings/get-price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(JSON.stringify(await res.json())).toContain(`"write_letter"`);

      // Finance reads the price list without a way to change it.
      const f = await backOffice(finance, { tag: 'admin-1280-en-finance' });
      await f.page.goto('/admin/prices');
      await f.page.getByRole('row').filter({ hasText: 'Letter' }).waitFor();
      expect(await f.page.getByTestId('edit-price-write_letter').count()).toBe(0);
      await f.shot('prices-read-only');
    },
    SLOW,
  );

  it(
    'finance exports the statement and the payments as CSV files with a header row, and refunds a payment',
    async () => {
      const member = await openSite(browser, product.url, { tag: 'admin-member' });
      sites.push(member);
      await member.page.goto('/');
      await signIn(member, 'john@demo.local', DEMO_PASSWORD);
      await buyPack(member, 50, APPROVE);
      await member.page.getByTestId('payment-approved').waitFor();

      const s = await backOffice(finance);
      const { page } = s;
      await openAccount(page);
      const [statement] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-ledger-statements').click()]);
      expect(statement.suggestedFilename()).toMatch(/^ledger-statements-\d{4}-\d{2}-\d{2}\.csv$/);
      const statementLines = (await readFile((await statement.path())!, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(statementLines[0]).toBe(
        'id,account_id,version,type,posted_delta,held_delta,running_posted,running_held,running_available,actor,correlation_id,occurred_at,data',
      );
      expect(statementLines.slice(1).every((l) => l.includes(johnId))).toBe(true);
      for (const type of ['AccountOpened', 'CreditsGranted', 'CreditsCharged', 'ChargeReversed', 'CreditsPurchased'])
        expect(statementLines.join('\n')).toContain(type);
      await expect.poll(() => page.getByTestId('export-ledger-statements').isEnabled()).toBe(true);

      await page.goto('/admin/payments');
      await page.getByRole('row').filter({ hasText: 'John' }).first().waitFor();
      await s.shot('payments');
      await expectAccessible(s.page, 'payments');
      const [payments] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-payments').click()]);
      const paymentLines = (await readFile((await payments.path())!, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(paymentLines[0]!.split(',').slice(0, 3)).toEqual(['id', 'account_id', 'member_name']);
      expect(paymentLines.filter((l) => l.includes(johnId) && l.includes(',approved,'))).toHaveLength(1);

      // Refund John's sale (the demo's David has one too): the sandbox takes it and reports back; the payment is reversed.
      await page
        .getByRole('row')
        .filter({ hasText: 'John' })
        .filter({ has: page.getByTestId('status-approved') })
        .getByRole('cell')
        .first()
        .click();
      await page.waitForURL(/\/admin\/payments\/[^/]+\/show$/);
      await page.getByTestId('export-payments').waitFor({ state: 'detached' });
      await page.getByTestId('status-approved').waitFor();
      const paymentId = new URL(page.url()).pathname.split('/')[3]!;
      await page.getByTestId(`refund-${paymentId}`).click();
      const refund = page.getByTestId('refund-dialog');
      await refund.getByLabel(/^Reason/).fill('Asked by the member within 14 days');
      await settle(page);
      await s.shot('refund-dialog');
      await expectAccessible(s.page, 'refund-dialog');
      await refund.getByTestId('refund-dialog-submit').click();
      await refund.waitFor({ state: 'detached' });
      await page.getByTestId('status-reversed').waitFor();
      await s.shot('payment-refunded');
    },
    SLOW,
  );

  const SCREENS: { name: string; path: string; ready: string | RegExp; who: 'finance' | 'admin' }[] = [
    { name: 'accounts', path: '/admin/accounts', ready: 'John', who: 'finance' },
    { name: 'account-statement', path: 'account', ready: 'John', who: 'finance' },
    { name: 'payments', path: '/admin/payments', ready: 'John', who: 'finance' },
    { name: 'payment-exceptions', path: '/admin/payment-exceptions', ready: '', who: 'finance' },
    { name: 'orders', path: '/admin/orders', ready: 'John', who: 'finance' },
    { name: 'revenue', path: '/admin/revenue', ready: '', who: 'finance' },
    { name: 'open-holds', path: '/admin/open-holds', ready: '', who: 'finance' },
    { name: 'postbacks', path: '/admin/postbacks', ready: /Sandbox|Песочница/, who: 'finance' },
    { name: 'ledger-verifications', path: '/admin/ledger-verifications', ready: '', who: 'finance' },
    { name: 'prices', path: '/admin/prices', ready: '', who: 'admin' },
    { name: 'credit-packs', path: '/admin/credit-packs', ready: '', who: 'admin' },
    { name: 'credit-pack-create', path: '/admin/credit-packs/create', ready: '', who: 'admin' },
  ];

  // Desktop in English and the phone in Russian (the longest words at the narrowest width) on every
  // run; E2E_ALL_VIEWS=1 adds the other two for a visual review.
  const views = process.env.E2E_ALL_VIEWS
    ? ([1280, 375] as const).flatMap((width) => (['en', 'ru'] as const).map((lang) => ({ width, lang })))
    : ([
        { width: 1280, lang: 'en' },
        { width: 375, lang: 'ru' },
      ] as const);
  for (const { width, lang } of views) {
    it(
      `every finance screen at ${width} px in ${lang === 'en' ? 'English' : 'Russian'}`,
      async () => {
        const byRole: Record<string, SitePage> = {};
        for (const screen of SCREENS) {
          byRole[screen.who] ??= await backOffice(screen.who === 'admin' ? admin : finance, { width, lang, tag: `admin-${width}-${lang}-${screen.who}` });
          const { page } = byRole[screen.who]!;
          if (screen.path === 'account') await openAccount(page);
          else await page.goto(screen.path);
          await page.locator('#main-content').waitFor();
          if (screen.ready) await page.getByText(screen.ready, { exact: false }).first().waitFor();
          await byRole[screen.who]!.shot(screen.name);
          await expectAccessible(byRole[screen.who]!.page, screen.name);
          // Nothing wider than the window: wide tables scroll inside their card.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${screen.name} at ${width} px`).toBeLessThanOrEqual(width);
          // The statement fits its card beside the menu, its "By" column not cut at the right edge.
          if (screen.path === 'account' && width === 1280) {
            const table = page.locator('.RaDataTable-tableWrapper').first();
            expect(await table.evaluate((t) => t.scrollWidth - t.clientWidth), 'the statement at 1280 px').toBeLessThanOrEqual(1);
          }
        }
        // The ledger check runs from its page and opens nothing when it balances.
        const { page } = byRole.finance!;
        await page.goto('/admin/ledger-verifications');
        await page.getByTestId('verify-now').click();
        await page.getByTestId('verification-ok').first().waitFor();
        await byRole.finance!.shot('ledger-verified');
      },
      SLOW,
    );
  }

  it(
    'an admin adds a credit pack and retires it',
    async () => {
      const s = await backOffice(admin);
      const { page } = s;
      await page.goto('/admin/credit-packs/create');
      await page.getByLabel(/^Name/).fill('E2E trial pack');
      await page.getByLabel(/^Credits/).fill('15');
      await page.getByLabel(/^Price \(USD\)/).fill('4.99');
      await page.getByLabel(/^Price point/).fill(`e2e-${Date.now()}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL('**/admin/credit-packs');
      const row = page.getByRole('row').filter({ hasText: 'E2E trial pack' });
      expect(await row.textContent()).toContain('$4.99');
      await row.getByTestId('pack-active').waitFor();
      await row.getByRole('button', { name: 'Retire' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Retire the pack “E2E trial pack”?' });
      await confirm.waitFor();
      await settle(page);
      await s.shot('credit-pack-retire');
      await expectAccessible(s.page, 'credit-pack-retire');
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await row.getByTestId('pack-retired').waitFor();
      await s.shot('credit-packs-retired');
    },
    SLOW,
  );
});

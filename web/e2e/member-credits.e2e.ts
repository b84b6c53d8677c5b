import { type RunningProduct, startProduct } from '@dating/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';

/**
 * A man on the embedded default, as a new user would: signs in on the member page, buys a credit
 * pack through the sandbox payment page, sees the credits and the payment; a declined card
 * grants nothing.
 */
describe('member page in a real browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    page = await browser.newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function pay(card: string) {
    await page
      .locator('#packs li', { hasText: /^50 credits —/ })
      .getByRole('button')
      .click();
    await page.waitForURL(/\/sandbox\/pay/);
    await page.getByLabel('Card number').fill(card);
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('John Demo');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }

  it('signs in and shows the balance', async () => {
    await page.goto(product.url);
    await page.locator('#sign-in input[name=email]').fill('john@demo.local');
    await page.locator('#sign-in input[name=password]').fill('demo-password');
    await page.locator('#sign-in button[type=submit]').click();
    await expect.poll(() => page.locator('#balance').textContent()).toBe('200');
    await expect.poll(() => page.locator('#payments-empty').isVisible()).toBe(true);
  });

  it('buys a pack through the sandbox page: credits and the payment appear', async () => {
    await pay('4242 4242 4242 4242');
    await expect.poll(() => page.locator('#toast').textContent()).toContain('Payment approved');
    await expect.poll(() => page.locator('#balance').textContent(), { timeout: 10_000 }).toBe('250');
    await expect.poll(() => page.locator('#payments tr').count()).toBe(1);
    expect(await page.locator('#payments tr').first().textContent()).toContain('50 credits');
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/member-after-purchase.png`, fullPage: true });
  });

  it('a declined card grants nothing', async () => {
    await pay('4000 0000 0000 0002');
    await expect.poll(() => page.locator('#toast').textContent()).toContain('Payment declined');
    await page.reload();
    await expect.poll(() => page.locator('#balance').textContent()).toBe('250');
    await expect.poll(() => page.locator('#payments tr').count()).toBe(1);
  });

  it('switches the page to Russian', async () => {
    await page.locator('#lang').click();
    await expect.poll(() => page.locator('#credits-card h2').textContent()).toBe('Кредиты');
    await page.locator('#lang').click();
  });
});

import { type RunningProduct, startProduct } from '@dating/all-in-one/testing';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/**
 * Chromium's fake camera (a test pattern) and an automatic yes to the camera prompt, and host
 * candidates by address rather than mDNS names, for the live cam's WebRTC between two pages.
 */
export const FAKE_CAMERA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--disable-features=WebRtcHideLocalIpsWithMdns'];

/** Debian's Chromium driven by playwright-core (no browser download); `extraArgs` add switches (FAKE_CAMERA_ARGS). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
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
      ...extraArgs,
    ],
  });
}

/** The product and the browser a describe block's tests share (set once its first hook ran). */
export interface ProductInBrowser {
  readonly product: RunningProduct;
  readonly browser: Browser;
}

/**
 * Starts the real built product (embedded default, `env` on top) and a browser (`browserArgs`)
 * before the tests of the calling describe block and closes both after them. Hooks the block
 * adds later run after the start and, at the end, before the close (vitest's stacked hooks).
 */
export function productInBrowser(options: { env?: Record<string, string>; browserArgs?: string[]; timeout?: number } = {}): ProductInBrowser {
  const run: { product?: RunningProduct; browser?: Browser } = {};
  beforeAll(async () => {
    run.product = await startProduct(options.env);
    run.browser = await launchBrowser(options.browserArgs);
  }, options.timeout ?? 120_000);
  afterAll(async () => {
    await run.browser?.close();
    await run.product?.stop();
  });
  return run as ProductInBrowser;
}

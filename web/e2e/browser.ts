import { type Browser, chromium } from 'playwright-core';

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

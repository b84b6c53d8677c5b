import { COOKIES } from '@dating/rules';
import { config } from '../config';
import { setCookie } from '../lib/cookies';
import { siteApi } from './index';

/** Looks up the visitor's public IP (spec section 7); on any failure, or with no service configured, empty. */
async function lookupIp(): Promise<string> {
  if (!config.ipLookupUrl) return '';
  try {
    const res = await fetch(config.ipLookupUrl, { signal: AbortSignal.timeout(3000) });
    const body = (await res.json()) as { ip?: unknown };
    return typeof body.ip === 'string' ? body.ip : '';
  } catch {
    return '';
  }
}

/**
 * Affiliate tracking: `pid` and `sid` from the URL are stored in cookies (365 days) and reported
 * through `v2/webmaster/new-click`; errors are ignored. The invite token is kept likewise.
 */
export async function recordAffiliateClick(search: string): Promise<void> {
  const params = new URLSearchParams(search);
  const invite = params.get('invite-token');
  if (invite) setCookie(COOKIES.inviteToken, invite);
  const pid = params.get('pid');
  if (!pid) return;
  const sid = params.get('sid') ?? '';
  setCookie(COOKIES.pid, pid);
  if (sid) setCookie(COOKIES.sid, sid);
  try {
    const ip = await lookupIp();
    await siteApi.post('v2/webmaster/new-click', { pid: pid.slice(0, 64), sid: sid.slice(0, 128), ip, userAgent: navigator.userAgent.slice(0, 512) });
  } catch {
    // the spec: errors of this call are ignored
  }
}

import { describe, expect, it, vi } from 'vitest';
import { createSiteClient, SiteError } from './site-client';

function client(respond: (url: string, init: RequestInit) => Promise<Response> | Response, token: string | null = 'tok') {
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(respond) as unknown as typeof globalThis.fetch;
  return { api: createSiteClient({ getToken: () => token, onUnauthorized, fetch, timeoutMs: 50 }), onUnauthorized, fetch };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (over: Record<string, unknown>) => ({ status: true, result: null, desc: '', code: 0, error: '', ...over });

async function caught(p: Promise<unknown>): Promise<SiteError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(SiteError);
    return err as SiteError;
  }
  throw new Error('expected a SiteError');
}

describe('Site API client', () => {
  it('posts JSON to /api/<path> with the access token in the body and answers result', async () => {
    const { api, fetch } = client(() => json(envelope({ result: { credits: 5 } })));
    await expect(api.post('credit/get-balance', { a: 1 })).resolves.toEqual({ credits: 5 });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/credit/get-balance');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual({ a: 1, access_token: 'tok' });
  });

  it('adds the token to form data too, and sends no token when there is none', async () => {
    const { api, fetch } = client(() => json(envelope({})));
    const form = new FormData();
    form.append('email', 'a@b.co');
    await api.post('feedback/sent-contact-us', form);
    expect((vi.mocked(fetch).mock.calls[0]![1]!.body as FormData).get('access_token')).toBe('tok');

    const anonymous = client(() => json(envelope({})), null);
    await anonymous.api.post('site/settings/get-all');
    expect(JSON.parse(vi.mocked(anonymous.fetch).mock.calls[0]![1]!.body as string)).toEqual({});
  });

  it('throws SiteError with the code and the server description on status false', async () => {
    const { api } = client(() => json(envelope({ status: false, code: 10025, desc: 'Not enough on the balance', error: 'x' }), 400));
    const err = await caught(api.post('x'));
    expect(err).toMatchObject({ kind: 'site', code: 10025, desc: 'Not enough on the balance', httpStatus: 400 });
  });

  it("uses the code's default text when the description is empty", async () => {
    const { api } = client(() => json(envelope({ status: false, code: 10034, desc: '' })));
    expect((await caught(api.post('x'))).desc).toBe('Action already performed');
  });

  it('a non-empty error field is a failure even with status true', async () => {
    const { api } = client(() => json(envelope({ status: true, code: 10002, error: { email: ['bad'] }, desc: 'Validation error' })));
    const err = await caught(api.post('x'));
    expect(err.code).toBe(10002);
    expect(err.fieldErrors).toEqual({ email: ['bad'] });
  });

  it('HTTP 401 removes the token (spec section 4)', async () => {
    const { api, onUnauthorized } = client(() => json(envelope({ status: false, code: 401, desc: 'Unauthorized access (token removed)' }), 401));
    const err = await caught(api.post('user/settings/get-all'));
    expect(err.code).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('code 10401 removes the token whatever the HTTP status', async () => {
    const { api, onUnauthorized } = client(() => json(envelope({ status: false, code: 10401, desc: 'Unauthorized access' }), 403));
    await caught(api.post('x'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not reset a session that was never there', async () => {
    const { api, onUnauthorized } = client(() => json(envelope({ status: false, code: 10003, desc: 'wrong' }), 401), null);
    await caught(api.post('member/sign-in'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('other failures leave the session alone', async () => {
    const { api, onUnauthorized } = client(() => json(envelope({ status: false, code: 10002, desc: 'Validation error' })));
    await caught(api.post('x'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('standard transport errors: empty response, bad response, bad request, network, timeout, cancelled', async () => {
    expect(await caught(client(() => new Response('', { status: 200 })).api.post('x'))).toMatchObject({ kind: 'empty', desc: 'Empty response', code: null });
    expect(await caught(client(() => new Response('<html>oops</html>', { status: 502 })).api.post('x'))).toMatchObject({ kind: 'badResponse' });
    expect(await caught(client(() => new Response('nope', { status: 404 })).api.post('x'))).toMatchObject({ kind: 'badRequest' });
    expect(await caught(client(() => Promise.reject(new TypeError('Failed to fetch'))).api.post('x'))).toMatchObject({
      kind: 'network',
      desc: 'Network error',
    });

    const slow = client(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    expect(await caught(slow.api.post('x'))).toMatchObject({ kind: 'timeout' });

    const controller = new AbortController();
    const pending = slow.api.post('x', {}, { signal: controller.signal });
    controller.abort();
    expect(await caught(pending)).toMatchObject({ kind: 'cancelled' });
  });

  it('call answers the whole envelope (counts and legacy fields)', async () => {
    const { api } = client(() => json(envelope({ result: [1, 2], count: 2, total_count: 40, credits: 7 })));
    await expect(api.call('credit/get-orders')).resolves.toMatchObject({ result: [1, 2], count: 2, total_count: 40, credits: 7 });
  });
});

import { COOKIES } from '@dating/rules';
import { SiteError } from '@/shared/api';
import { getCookie, removeCookie, setCookie } from '@/shared/lib/cookies';
import { RefreshQueue } from '../lib/refresh-queue';
import type { ChatUser } from '../lib/chat-types';

/** Where the chat API lives (services/chat-room, same origin as the site). */
export const CHAT_API_BASE = '/chat-api/v1';

interface TokenAnswer {
  token: string;
  expires: string;
}

/** The chat tokens, kept in the cookies of spec section 4 (chat_access_token, chat_refresh_token). */
export const chatTokens = {
  access: () => getCookie(COOKIES.chatAccessToken),
  refresh: () => getCookie(COOKIES.chatRefreshToken),
  store(access: string | null, refresh?: string | null) {
    if (access) setCookie(COOKIES.chatAccessToken, access);
    if (refresh) setCookie(COOKIES.chatRefreshToken, refresh);
  },
  clear() {
    removeCookie(COOKIES.chatAccessToken);
    removeCookie(COOKIES.chatRefreshToken);
  },
};

export interface ChatClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The access token to send now. */
  getToken: () => string | null;
  /** Gets a new access token (answered with it), or throws: the refresh queue runs it once at a time. */
  refresh: () => Promise<string>;
}

/**
 * The chat API client: the chat access token as a Bearer header, the site envelope read (status,
 * result), and HTTP 401 answered by the refresh queue: one refresh at a time, every request that
 * failed meanwhile replayed with the new token, all rejected if the refresh fails.
 */
export function createChatClient(options: ChatClientOptions) {
  const baseUrl = options.baseUrl ?? CHAT_API_BASE;
  const queue = new RefreshQueue(options.refresh);

  async function once<T>(method: 'GET' | 'POST', path: string, body: unknown, token: string | null): Promise<{ unauthorized: boolean; result?: T }> {
    let res: Response;
    try {
      res = await (options.fetch ?? fetch)(`${baseUrl}/${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        credentials: 'same-origin',
      });
    } catch {
      throw new SiteError('network', null, 'Network error');
    }
    if (res.status === 401) return { unauthorized: true };
    const envelope = (await res.json().catch(() => null)) as { status?: boolean; result?: T; code?: number; desc?: string; error?: unknown } | null;
    if (!envelope) throw new SiteError('badResponse', null, 'Bad response', null, res.status);
    if (!envelope.status) throw new SiteError('site', envelope.code ?? 10400, envelope.desc ?? 'API error occurred', envelope.error ?? null, res.status);
    return { unauthorized: false, result: envelope.result as T };
  }

  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const sent = options.getToken();
    // No token yet, or a refresh in flight: get its token first rather than be refused with none or the old one.
    const first = !sent || queue.refreshing ? await queue.renew() : sent;
    const answer = await once<T>(method, path, body, first);
    if (!answer.unauthorized) return answer.result as T;
    // Refreshed by another request since this one was sent: replay with the current token.
    const current = options.getToken();
    const token = current && current !== first ? current : await queue.renew();
    const replay = await once<T>(method, path, body, token);
    if (replay.unauthorized) throw new SiteError('site', 10401, 'Unauthorized access', null, 401);
    return replay.result as T;
  }

  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
    /** Calls that carry no chat token (login, refresh): a 401 is the answer, not a cue to refresh. */
    async bare<T>(path: string, body: unknown, token?: string): Promise<T> {
      const answer = await once<T>('POST', path, body, token ?? null);
      if (answer.unauthorized) throw new SiteError('site', 10401, 'Unauthorized access', null, 401);
      return answer.result as T;
    },
    renew: () => queue.renew(),
  };
}

export type ChatClient = ReturnType<typeof createChatClient>;

export interface ChatLogin {
  user: ChatUser;
  tokens: { access: TokenAnswer; refresh: TokenAnswer };
}

/** The chat session of this tab: login with the site token, refresh, logout. */
export function createChatAuth(client: () => ChatClient, siteToken: () => string | null) {
  return {
    /** auth/login with the site token; both chat tokens stored in cookies. */
    async login(): Promise<ChatUser> {
      const answer = await client().bare<ChatLogin>('auth/login', { access_token: siteToken() ?? '' });
      chatTokens.store(answer.tokens.access.token, answer.tokens.refresh.token);
      return answer.user;
    },
    /** A new access token from the refresh token; with none (or a refused one) a new login with the site token. */
    async refresh(): Promise<string> {
      const refresh = chatTokens.refresh();
      if (refresh) {
        try {
          const answer = await client().bare<{ token: TokenAnswer }>('auth/update-access-token', { refresh_token: refresh });
          chatTokens.store(answer.token.token);
          return answer.token.token;
        } catch (err) {
          if (!(err instanceof SiteError) || err.code !== 10401) throw err;
        }
      }
      await this.login();
      return chatTokens.access()!;
    },
    /** auth/logout with the refresh token; both cookies removed either way. */
    async logout(): Promise<void> {
      const refresh = chatTokens.refresh();
      chatTokens.clear();
      if (refresh) await client().bare('auth/logout', { refresh_token: refresh });
    },
  };
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ACCESS_TOKEN_VERIFIER,
  type AccessTokenVerifier,
  changedRows,
  type MemberPrincipal,
  type ServiceDb,
  SiteError,
  type TokenClaims,
  TokenSigner,
} from '@dating/platform';
import { CHAT_OPTIONS, type ChatOptions } from '../chat-options.js';
import { CHAT_DB } from '../chat-room.tokens.js';
import { memberCard, type ChatUser } from '../infrastructure/members.js';
import { ChatNotifier } from '../realtime/chat-notifier.js';

export interface IssuedToken {
  token: string;
  /** ISO 8601 instant the token stops working. */
  expires: string;
}

export interface ChatTokenPair {
  access: IssuedToken;
  refresh: IssuedToken;
}

/**
 * The chat's own tokens (spec section 7, chat API auth). Both name the member's SITE session
 * (`sid`), so identity's session check decides them as it decides the site token: a sign-out or a
 * ban ends the chat too, at once. Their kinds ('chat-access', 'chat-refresh') keep them apart: the
 * Site API refuses a chat token and the chat API refuses a site token.
 *
 * A refresh token works once (rotation). Each one is a row of its family; presenting a used one
 * means it was stolen or replayed, so the whole family is revoked and both holders must log in again.
 * Access tokens name their family (`fam`) too: once it is revoked (that reuse, or auth/logout) they
 * are refused and the sockets they opened are closed, on every process.
 */
@Injectable()
export class ChatTokens {
  constructor(
    @Inject(TokenSigner) private readonly signer: TokenSigner,
    @Inject(ACCESS_TOKEN_VERIFIER) private readonly verifier: AccessTokenVerifier,
    @Inject(CHAT_DB) private readonly db: ServiceDb,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
    @Inject(ChatNotifier) private readonly notifier: ChatNotifier,
  ) {}

  /** auth/login: the SITE access token in, a new family of chat tokens out. */
  async login(siteToken: unknown): Promise<{ user: ChatUser; tokens: ChatTokenPair }> {
    if (typeof siteToken !== 'string' || !siteToken) throw new SiteError(10401);
    const member = asMember(await this.verifier.verify(siteToken, 'access'));
    const tokens = await this.issuePair(member, randomUUID());
    return { user: await memberCard(this.db, member), tokens };
  }

  /**
   * A chat access token's member, its session and its family still open; anything else is the
   * spec's 401. Answers the family too (null for a token from before families were named in it):
   * the socket joins its family's room, so revoking the family closes it.
   */
  async verifyAccess(token: string): Promise<MemberPrincipal & { tokenFamily: string | null }> {
    const member = asMember(await this.verifier.verify(token, 'chat-access'));
    const tokenFamily = (await this.signer.verify(token, 'chat-access')).fam ?? null;
    if (tokenFamily) {
      const [revoked] = await this.db.query(`SELECT 1 FROM chat_room.refresh_tokens WHERE family_id = $1 AND revoked_at IS NOT NULL LIMIT 1`, [tokenFamily]);
      if (revoked) throw new SiteError(401);
    }
    return { ...member, tokenFamily };
  }

  /**
   * The member's site session is still open (else the spec's 401): how a socket authenticated at
   * connect is checked later, once its own token may have expired. A token signed here for the
   * check alone goes through the same verifier (signature, kind, and identity's session answer).
   */
  async sessionStillOpen(member: MemberPrincipal): Promise<MemberPrincipal> {
    return this.verifyAccess((await this.sign(member, 'chat-access', 60)).token);
  }

  /**
   * auth/update-access-token: a new access token; the refresh token stays valid. A refresh token
   * already rotated (used by refresh-tokens) is a stolen copy or a stale one: it is refused and, as
   * on refresh-tokens, its whole family ends.
   */
  async updateAccessToken(refreshToken: unknown): Promise<{ user: ChatUser; token: IssuedToken }> {
    const { member, tokenId, familyId } = await this.checkRefresh(refreshToken);
    const [reused] = await this.db.query<{ family_id: string }>(
      changedRows(`UPDATE chat_room.refresh_tokens SET revoked_at = now()
       WHERE family_id = (SELECT family_id FROM chat_room.refresh_tokens WHERE id = $1 AND used_at IS NOT NULL) AND revoked_at IS NULL
       RETURNING family_id`),
      [tokenId],
    );
    if (reused) {
      this.notifier.disconnectFamily(familyId);
      throw new SiteError(401);
    }
    return { user: await memberCard(this.db, member), token: await this.sign(member, 'chat-access', this.options.accessTokenSeconds, { fam: familyId }) };
  }

  /** auth/refresh-tokens: both tokens anew; the presented refresh token is used up. */
  async refreshTokens(refreshToken: unknown): Promise<{ user: ChatUser; tokens: ChatTokenPair }> {
    const { member, tokenId } = await this.checkRefresh(refreshToken);
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ family_id: string; used_at: Date | null; revoked_at: Date | null }>(
        `SELECT family_id, used_at, revoked_at FROM chat_room.refresh_tokens WHERE id = $1 FOR UPDATE`,
        [tokenId],
      );
      if (!row || row.revoked_at) return { refused: true as const };
      if (row.used_at) {
        // Reuse of a rotated token: whoever holds the family's newest token loses it too.
        await tx.query(`UPDATE chat_room.refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [row.family_id]);
        return { refused: true as const, revokedFamily: row.family_id };
      }
      await tx.query(`UPDATE chat_room.refresh_tokens SET used_at = now() WHERE id = $1`, [tokenId]);
      return { refused: false as const, familyId: row.family_id };
    });
    if (outcome.refused) {
      if (outcome.revokedFamily) this.notifier.disconnectFamily(outcome.revokedFamily);
      throw new SiteError(401);
    }
    return { user: await memberCard(this.db, member), tokens: await this.issuePair(member, outcome.familyId) };
  }

  /** auth/logout: the refresh token's family ends (the site session stays signed in). */
  async logout(refreshToken: unknown): Promise<void> {
    if (typeof refreshToken !== 'string' || !refreshToken) throw new SiteError(10001, 'Missing required parameters: refresh_token');
    const claims = await this.signer.verify(refreshToken, 'chat-refresh');
    if (!claims.jti) throw new SiteError(401);
    const [ended] = await this.db.query<{ family_id: string }>(
      changedRows(`UPDATE chat_room.refresh_tokens SET revoked_at = now()
       WHERE family_id = (SELECT family_id FROM chat_room.refresh_tokens WHERE id = $1 AND member_id = $2) AND revoked_at IS NULL
       RETURNING family_id`),
      [claims.jti, memberIdOf(claims.sub)],
    );
    if (ended) this.notifier.disconnectFamily(ended.family_id);
  }

  private async checkRefresh(refreshToken: unknown): Promise<{ member: MemberPrincipal; tokenId: string; familyId: string }> {
    if (typeof refreshToken !== 'string' || !refreshToken) throw new SiteError(10001, 'Missing required parameters: refresh_token');
    const claims = await this.signer.verify(refreshToken, 'chat-refresh');
    const member = asMember(await this.verifier.verify(refreshToken, 'chat-refresh'));
    if (!claims.jti || !/^[0-9a-f-]{36}$/.test(claims.jti)) throw new SiteError(401);
    const [row] = await this.db.query<{ usable: boolean; family_id: string }>(
      `SELECT (revoked_at IS NULL AND expires_at > now()) AS usable, family_id FROM chat_room.refresh_tokens WHERE id = $1 AND member_id = $2`,
      [claims.jti, member.id],
    );
    if (!row?.usable) throw new SiteError(401);
    return { member, tokenId: claims.jti, familyId: row.family_id };
  }

  private async issuePair(member: MemberPrincipal, familyId: string): Promise<ChatTokenPair> {
    const refreshId = randomUUID();
    const refresh = await this.sign(member, 'chat-refresh', this.options.refreshTokenSeconds, { jti: refreshId });
    await this.db.query(`INSERT INTO chat_room.refresh_tokens (id, family_id, member_id, session_id, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
      refreshId,
      familyId,
      member.id,
      member.sessionId,
      refresh.expires,
    ]);
    return { access: await this.sign(member, 'chat-access', this.options.accessTokenSeconds, { fam: familyId }), refresh };
  }

  private async sign(
    member: MemberPrincipal,
    kind: 'chat-access' | 'chat-refresh',
    seconds: number,
    ids: Pick<TokenClaims, 'jti' | 'fam'> = {},
  ): Promise<IssuedToken> {
    const token = await this.signer.sign({ sub: `member:${member.id}`, sid: member.sessionId, kind, ...ids }, seconds);
    return { token, expires: new Date((Math.floor(Date.now() / 1000) + seconds) * 1000).toISOString() };
  }
}

/** Chat is for members; a staff token gets the spec's 10401. */
function asMember(principal: Awaited<ReturnType<AccessTokenVerifier['verify']>>): MemberPrincipal {
  if (principal.kind !== 'member') throw new SiteError(10401);
  return principal;
}

function memberIdOf(subject: string): string {
  return subject.startsWith('member:') ? subject.slice('member:'.length) : '';
}

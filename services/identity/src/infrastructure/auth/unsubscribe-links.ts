import { Inject, Injectable } from '@nestjs/common';
import { TokenSigner } from '@dating/platform';
import type { MemberEmailKind } from '@dating/rules';
import { readUnsubscribeToken, type UnsubscribeLinks, type UnsubscribeScope, unsubscribeToken } from '../../domain/unsubscribe-link.js';

const PURPOSE = 'identity.member-email-unsubscribe.v1';

/** Signs and reads the unsubscribe links of member e-mails, with a key derived from the token secret. */
@Injectable()
export class UnsubscribeLinkSigner {
  private readonly key: Buffer;

  constructor(@Inject(TokenSigner) tokens: TokenSigner) {
    this.key = tokens.deriveKey(PURPOSE);
  }

  linksFor(siteUrl: string, memberId: string, kind: MemberEmailKind): UnsubscribeLinks {
    const token = (scope: UnsubscribeScope) => encodeURIComponent(unsubscribeToken(this.key, memberId, scope));
    return {
      oneClick: `${siteUrl}/api/email/unsubscribe?token=${token(kind)}`,
      thisKind: `${siteUrl}/unsubscribe?u=${token(kind)}`,
      all: `${siteUrl}/unsubscribe?u=${token('all')}`,
    };
  }

  read(token: unknown): { memberId: string; scope: UnsubscribeScope } | null {
    return readUnsubscribeToken(this.key, token);
  }
}

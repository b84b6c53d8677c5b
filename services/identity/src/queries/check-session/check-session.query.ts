import { Query } from '@nestjs/cqrs';
import type { Principal } from '@dating/platform';

/**
 * Is session `sessionId` of `subject` ("member:<id>" | "staff:<id>") open, and whose is it? Null
 * when not. Asked by identity's own token verifier and, over gRPC, by every other service.
 */
export class CheckSessionQuery extends Query<Principal | null> {
  constructor(
    readonly sessionId: string,
    readonly subject: string,
  ) {
    super();
  }
}

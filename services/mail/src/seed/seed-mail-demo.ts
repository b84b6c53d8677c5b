import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { awaitMembers, type ServiceDb } from '@dating/platform';
import { ProposeDispatchCommand } from '../commands/propose-dispatch/propose-dispatch.js';
import { MarkReadCommand } from '../commands/mark-read/mark-read.js';
import { SendLetterCommand } from '../commands/send-letter/send-letter.command.js';
import { MAIL_DB } from '../mail.tokens.js';

/** A demo man's letter to a lady and, if she answered, her reply. Ids are member ids. */
export interface DemoCorrespondence {
  manId: string;
  ladyId: string;
  letter: { subject: string; message: string };
  reply?: { subject: string; message: string };
}

/**
 * Seeds demo letters through the service's own send path: the man pays `write_letter` through the
 * ledger port and the lady answers for free, as members do. The client letter ids are fixed, so a
 * restart finds the letters sent and charges nothing again. The service knows members from
 * MemberRegistered events, so this waits for them briefly (on Kafka a new consumer group may lag).
 */
export async function seedMailDemo(app: INestApplicationContext, correspondence: DemoCorrespondence[], timeoutMs = 60_000): Promise<void> {
  const commands = app.get(CommandBus);
  const db = app.get<ServiceDb>(MAIL_DB, { strict: false });
  await awaitMembers(
    db,
    'mail.members',
    correspondence.flatMap((c) => [c.manId, c.ladyId]),
    'the demo letters',
    timeoutMs,
  );
  for (const { manId, ladyId, letter, reply } of correspondence) {
    const sent = await commands.execute(
      new SendLetterCommand(manId, 'man', { recipientId: ladyId }, letter.subject, letter.message, [], `demo:${manId}:to:${ladyId}`),
    );
    if (reply) {
      // She read his letter before answering it, as she would on the site (his outbox shows it read).
      await commands.execute(new MarkReadCommand(ladyId, 'letters', [String(sent.id)]));
      await commands.execute(
        new SendLetterCommand(ladyId, 'woman', { replyToId: String(sent.id) }, reply.subject, reply.message, [], `demo:${ladyId}:to:${manId}`),
      );
    }
  }
}

/** A demo lady's mass letter, proposed as she would propose it from the letters page. */
export interface DemoDispatch {
  ladyId: string;
  menIds: string[];
  subject: string;
  message: string;
}

/**
 * Seeds a dispatch awaiting approval through the service's own proposal path, so the moderators'
 * dispatch queue has one to decide. Its client key is fixed: a restart finds it proposed (and, once
 * a moderator decided it, leaves it decided).
 */
export async function seedDispatchDemo(app: INestApplicationContext, dispatch: DemoDispatch, timeoutMs = 60_000): Promise<void> {
  const db = app.get<ServiceDb>(MAIL_DB, { strict: false });
  await awaitMembers(db, 'mail.members', [dispatch.ladyId, ...dispatch.menIds], 'the demo dispatch', timeoutMs);
  await app
    .get(CommandBus)
    .execute(new ProposeDispatchCommand(dispatch.ladyId, dispatch.subject, dispatch.message, dispatch.menIds, `demo:dispatch:${dispatch.ladyId}`));
}

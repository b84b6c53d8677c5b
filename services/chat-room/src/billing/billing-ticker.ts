import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { PeriodicJob, RUNTIME, type Runtime, type ServiceDb } from '@dating/platform';
import { CHAT_OPTIONS, type ChatOptions } from '../chat-options.js';
import { CHAT_DB } from '../chat-room.tokens.js';
import { PresenceStore } from '../infrastructure/presence.store.js';
import { ChatSocketServer } from '../realtime/chat-socket.server.js';
import { ChatBilling } from './chat-billing.js';

/**
 * The chat's periodic work, in one process at a time (the kernel's PeriodicJob and its leader
 * lock): forget the sockets of dead processes (their members go offline), then settle every
 * billing session whose minute or grace is due.
 */
@Injectable()
export class BillingTicker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private job: PeriodicJob | null = null;

  constructor(
    @Inject(CHAT_DB) private readonly db: ServiceDb,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(CHAT_OPTIONS) private readonly options: ChatOptions,
    @Inject(ChatBilling) private readonly billing: ChatBilling,
    @Inject(PresenceStore) private readonly presence: PresenceStore,
    @Inject(ChatSocketServer) private readonly sockets: ChatSocketServer,
  ) {}

  onApplicationBootstrap(): void {
    this.job = new PeriodicJob({
      name: 'chat-room.billing',
      everyMs: this.options.tickMs,
      dataSource: this.db.dataSource,
      embedded: this.runtime.embedded,
      run: () => this.runOnce(),
    });
    this.job.start();
  }

  beforeApplicationShutdown(): void {
    this.job?.stop();
  }

  /** One pass (tests call it to settle at once). */
  async runOnce(): Promise<void> {
    for (const memberId of await this.presence.sweepDeadNodes(this.options.nodeTimeoutMs)) await this.sockets.wentOffline(memberId, null);
    while ((await this.billing.tick()) > 0) {
      // Another batch may be due (many rooms, or minutes missed while no process ran).
    }
  }
}

import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * The one shutdown path of a service process (bootstrapService, the all-in-one process). On
 * SIGTERM or SIGINT, `app.close()` runs Nest's hooks: gRPC endpoints drain, the HTTP server stops,
 * relays, subscriptions and jobs stop, the databases close. Then `closeTransports` closes what the
 * process itself opened for the runtime (the bus, Redis, an embedded database), in order, each
 * once, and the process exits: 0, or 1 when a step failed. A second signal during the shutdown
 * ends the process at once. Service modules close only what they started; never the runtime's
 * transports.
 *
 * The app must not listen to signals itself (createSiteApp does not enable Nest's shutdown hooks):
 * Nest's own handler re-raises the signal once the app is closed and would end the process before
 * the transports are closed.
 */
export function closeOnSignals(app: Pick<INestApplicationContext, 'close'>, closeTransports: (() => unknown)[], log: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal during shutdown: exiting now');
      process.exit(1);
    }
    stopping = true;
    void shutDown(app, closeTransports, log, signal).then((code) => process.exit(code));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Closes the app, then each transport in order; answers the exit code. Exported for tests. */
export async function shutDown(app: Pick<INestApplicationContext, 'close'>, closeTransports: (() => unknown)[], log: Logger, signal?: string): Promise<0 | 1> {
  log.info({ signal }, 'shutting down');
  let code: 0 | 1 = 0;
  for (const step of [() => app.close(), ...closeTransports]) {
    try {
      await step();
    } catch (err) {
      log.error({ err }, 'shutdown step failed');
      code = 1;
    }
  }
  log.info({ signal }, 'shut down');
  return code;
}

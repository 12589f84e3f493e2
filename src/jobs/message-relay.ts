import type { Db } from '@/db/client';
import { deliverDue, type Transport } from '@/domain/notifications/relay';
import { logger } from '@/http/logger';

export interface MessageRelay {
  /** Starts no new run and waits for the one under way. */
  stop(): Promise<void>;
}

/**
 * Every `intervalMs` (2 s), this instance delivers the messages due (src/domain/notifications/relay.ts):
 * a reset e-mail reaches its provider about a second after its transaction commits. Each instance
 * runs one; they share the work row by row. A run never overlaps the last one.
 */
export function startMessageRelay(db: Db, transport: Transport, { intervalMs = 2000 } = {}): MessageRelay {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = deliverDue(db, transport)
      .then((run) => {
        // The outbox row holds the recipient; the log does not.
        for (const { id, error } of run.failed)
          logger.error({ id, error }, 'message given up after its last try');
        if (run.retried) logger.warn({ retried: run.retried }, 'messages not delivered, to be tried again');
      })
      .catch((err: unknown) => logger.error({ err }, 'message relay run failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

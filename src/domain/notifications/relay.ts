import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { outboxMessages } from '@/db/schema';
import { seal, unseal } from '@/domain/shared/seal';
import { asSent, outboxSender, type MessageSender, type OutgoingMessage } from './outbox';

/**
 * Messages for a real provider (e-mail over SMTP) are delivered after the transaction that wrote
 * them commits, never inside it: a transaction that rolls back sends nothing, and the rows it
 * locked (an order, a card) are not held while the provider answers. The message waits in the
 * outbox table, its body sealed (a reset link is a secret); the relay (src/jobs/message-relay.ts,
 * on every instance) claims each due one, hands it to the provider and erases its body. Delivery
 * is at least once: a message the provider took is sent again only if marking it sent fails (or
 * its instance died between the two).
 */

/** A real provider: takes one message or throws. */
export interface Transport {
  deliver(message: OutgoingMessage): Promise<void>;
}

/** Tries before a message is given up (the last about two hours after the first). */
export const RELAY_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** How long after its `attempts`-th failed try a message is tried again: 1 min, doubling, at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/** The sender for a real provider of `channels`: each message waits, sealed, for the relay. */
export function relaySender(channels: OutgoingMessage['channel'][]): MessageSender {
  return {
    async send(db, message) {
      if (!channels.includes(message.channel)) return outboxSender.send(db, message);
      const sent = asSent(message);
      await db.insert(outboxMessages).values({
        ...sent,
        subject: sent.subject ?? null,
        body: seal(sent.body, 'message'),
        status: 'pending',
        nextAttemptAt: new Date(),
      });
    },
  };
}

export interface RelayRun {
  sent: number;
  retried: number;
  /** Messages given up in this run, with the provider's last refusal. */
  failed: { id: number; recipient: string; error: string }[];
}

/**
 * How long a message taken for delivery is not taken again: longer than the provider's own
 * timeouts (senders.ts), so only a message whose instance died mid-send is tried again.
 */
export const RELAY_CLAIM_MS = 5 * 60_000;

/**
 * Delivers the messages due at `now` (at most `limit`). Each is claimed in a short transaction
 * (FOR UPDATE SKIP LOCKED, then its next try moved past the claim), handed to the provider with no
 * transaction open (on embedded PGlite an open one would hold every other query), and marked sent,
 * to be tried again, or failed, unless another instance has claimed it since.
 */
export async function deliverDue(
  db: Db,
  transport: Transport,
  { now = new Date(), limit = 50 }: { now?: Date; limit?: number } = {},
): Promise<RelayRun> {
  const run: RelayRun = { sent: 0, retried: 0, failed: [] };
  for (let n = 0; n < limit; n++) {
    const row = await claimDue(db, now);
    if (!row) break;
    let error: string | null = null;
    try {
      const { channel, recipient, locale } = row;
      const subject = row.subject ?? undefined;
      await transport.deliver({ channel, recipient, subject, locale, body: unseal(row.body, 'message') });
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    }
    const ours = and(eq(outboxMessages.id, row.id), eq(outboxMessages.attempts, row.attempts));
    const mark = (values: Partial<typeof outboxMessages.$inferInsert>) =>
      db.update(outboxMessages).set(values).where(ours);
    if (error === null) {
      await mark({ status: 'sent', sentAt: now, nextAttemptAt: null, lastError: null, body: '' });
      run.sent++;
    } else if (row.attempts >= RELAY_MAX_ATTEMPTS) {
      await mark({ status: 'failed', nextAttemptAt: null, lastError: error });
      run.failed.push({ id: row.id, recipient: row.recipient, error });
    } else {
      await mark({ nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)), lastError: error });
      run.retried++;
    }
  }
  return run;
}

/** Takes the next message due at `now` for this run: its try counted, its next try after the claim. */
function claimDue(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const attempts = row.attempts + 1;
    await tx
      .update(outboxMessages)
      .set({ attempts, nextAttemptAt: new Date(now.getTime() + RELAY_CLAIM_MS) })
      .where(eq(outboxMessages.id, row.id));
    return { ...row, attempts };
  });
}

import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db, DbHandle } from '@/db/client';
import { outboxMessages } from '@/db/schema';
import type { OutgoingMessage } from '@/domain/notifications/outbox';
import {
  deliverDue,
  RELAY_MAX_ATTEMPTS,
  relaySender,
  retryDelayMs,
  type Transport,
} from '@/domain/notifications/relay';
import { startMessageRelay } from '@/jobs/message-relay';
import { useTestDb } from './test-db';

/**
 * Messages for a real provider go out after their transaction commits (the relay), never from
 * inside it; on PGlite and on the PostgreSQL server.
 */
let handle: DbHandle;
let db: Db;
beforeAll(async () => {
  handle = await useTestDb();
  db = handle.db;
});

const sender = relaySender(['email']);
let n = 0;
/** An e-mail to a recipient of its own, with a secret in its body. */
function email(secret = `token-${++n}-${Date.now()}`): OutgoingMessage {
  return {
    channel: 'email',
    recipient: `relay-${n}-${Date.now()}@example.com`,
    subject: 'Reset your password',
    body: `Open http://shop.test/forgot-password?token=${secret}`,
    locale: 'en',
  };
}

/**
 * A provider that keeps what it is given, or refuses while `refuse` is set; while `hold` is set, it
 * takes each message only once the promise settles.
 */
function provider() {
  const delivered: OutgoingMessage[] = [];
  const transport: Transport & { refuse: string | null; hold: Promise<void> | null } = {
    refuse: null,
    hold: null,
    async deliver(message) {
      await (this.hold ?? new Promise((resolve) => setImmediate(resolve)));
      if (this.refuse) throw new Error(this.refuse);
      delivered.push(message);
    },
  };
  return { delivered, transport };
}

const rowOf = async (recipient: string) =>
  (await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)))[0];

describe('message relay', () => {
  it('delivers an e-mail after its transaction commits, sealed until then and erased after', async () => {
    const message = email('s3cret-link');
    await db.transaction((tx) => sender.send(tx, message));
    const waiting = await rowOf(message.recipient);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0, subject: message.subject });
    expect(waiting!.body).not.toContain('s3cret-link');

    const { delivered, transport } = provider();
    const run = await deliverDue(db, transport);
    expect(run).toEqual({ sent: 1, retried: 0, failed: [] });
    expect(delivered).toEqual([message]);
    const sent = await rowOf(message.recipient);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, body: '', nextAttemptAt: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    // Sent once.
    expect(await deliverDue(db, transport)).toEqual({ sent: 0, retried: 0, failed: [] });
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const message = email();
    await expect(
      db.transaction(async (tx) => {
        await sender.send(tx, message);
        throw new Error('the change failed after its e-mail was written');
      }),
    ).rejects.toThrow('the change failed');
    const { delivered, transport } = provider();
    await deliverDue(db, transport);
    expect(delivered).toEqual([]);
    expect(await rowOf(message.recipient)).toBeUndefined();
  });

  it('keeps what has no provider (SMS) in the sandbox outbox, as written', async () => {
    const sms: OutgoingMessage = {
      channel: 'sms',
      recipient: `+2010${Date.now()}`.slice(0, 13),
      body: 'Code 1234',
      locale: 'ar',
    };
    await db.transaction((tx) => sender.send(tx, sms));
    expect(await rowOf(sms.recipient)).toMatchObject({ status: 'kept', body: 'Code 1234' });
  });

  it('tries a refused message again later, doubling the wait, and gives up after its last try', async () => {
    const message = email();
    await db.transaction((tx) => sender.send(tx, message));
    const { delivered, transport } = provider();
    transport.refuse = '421 try again later';
    let now = new Date();
    for (let attempt = 1; attempt < RELAY_MAX_ATTEMPTS; attempt++) {
      expect(await deliverDue(db, transport, { now })).toEqual({ sent: 0, retried: 1, failed: [] });
      const row = await rowOf(message.recipient);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: '421 try again later' });
      expect(row!.nextAttemptAt!.getTime() - now.getTime()).toBe(retryDelayMs(attempt));
      // Not before it is due.
      expect(await deliverDue(db, transport, { now: new Date(row!.nextAttemptAt!.getTime() - 1) })).toEqual({
        sent: 0,
        retried: 0,
        failed: [],
      });
      now = row!.nextAttemptAt!;
    }
    const last = await deliverDue(db, transport, { now });
    expect(last.failed).toEqual([
      { id: expect.any(Number), recipient: message.recipient, error: '421 try again later' },
    ]);
    expect(await rowOf(message.recipient)).toMatchObject({ status: 'failed', attempts: RELAY_MAX_ATTEMPTS });
    transport.refuse = null;
    await deliverDue(db, transport, { now: new Date(now.getTime() + 24 * 3_600_000) });
    expect(delivered).toEqual([]);
  });

  it('delivers a message refused once at its next try', async () => {
    const message = email();
    await db.transaction((tx) => sender.send(tx, message));
    const { delivered, transport } = provider();
    transport.refuse = 'connection refused';
    await deliverDue(db, transport);
    transport.refuse = null;
    const { nextAttemptAt } = (await rowOf(message.recipient))!;
    expect((await deliverDue(db, transport, { now: nextAttemptAt! })).sent).toBe(1);
    expect(delivered).toEqual([message]);
    expect(await rowOf(message.recipient)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('sends each message once when several instances deliver at the same time', async () => {
    const messages = Array.from({ length: 8 }, () => email());
    await db.transaction(async (tx) => {
      for (const message of messages) await sender.send(tx, message);
    });
    const { delivered, transport } = provider();
    const runs = await Promise.all([1, 2, 3].map(() => deliverDue(db, transport)));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(8);
    expect(delivered.map((m) => m.recipient).sort()).toEqual(messages.map((m) => m.recipient).sort());
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(
        inArray(
          outboxMessages.recipient,
          messages.map((m) => m.recipient),
        ),
      );
    expect(rows.map((r) => r.attempts)).toEqual(messages.map(() => 1));
  });

  it('does not take a message another instance is sending, nor one whose row another holds', async () => {
    const [first, second, third] = [email(), email(), email()];
    for (const message of [first, second, third]) await db.transaction((tx) => sender.send(tx, message));
    const a = provider();
    let release!: () => void;
    a.transport.hold = new Promise((resolve) => (release = resolve));
    const sending = deliverDue(db, a.transport, { limit: 1 });
    await expect.poll(async () => (await rowOf(first!.recipient))!.attempts).toBe(1);
    // Another instance meanwhile delivers the rest, not the message being sent.
    const b = provider();
    let locker: pg.Client | null = null;
    if (inject('serverUrl')) {
      // A row another transaction holds is passed over, not waited for.
      locker = new pg.Client({ connectionString: (handle.source as { url: string }).url });
      await locker.connect();
      await locker.query('begin');
      await locker.query('select id from outbox_messages where recipient = $1 for update', [
        third!.recipient,
      ]);
    }
    try {
      await deliverDue(db, b.transport);
    } finally {
      await locker?.query('rollback');
      await locker?.end();
    }
    expect(b.delivered.map((m) => m.recipient)).toEqual(
      locker ? [second!.recipient] : [second!.recipient, third!.recipient],
    );
    release();
    expect((await sending).sent).toBe(1);
    expect(a.delivered).toEqual([first]);
    await deliverDue(db, b.transport);
    expect(b.delivered.map((m) => m.recipient)).toEqual([second!.recipient, third!.recipient]);
  });

  it('is delivered by the relay each instance runs, without being asked', async () => {
    const { delivered, transport } = provider();
    const relay = startMessageRelay(db, transport, { intervalMs: 20 });
    try {
      const message = email();
      await db.transaction((tx) => sender.send(tx, message));
      await expect.poll(() => delivered, { timeout: 10_000 }).toEqual([message]);
    } finally {
      await relay.stop();
    }
  });
});

import { desc } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { outboxMessages } from '@/db/schema';
import type { Locale } from '@/i18n/locales';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
  locale: Locale;
}

/** SMS and e-mail go through this; a real provider implements it when configured. */
export interface MessageSender {
  send(db: Db, message: OutgoingMessage): Promise<void>;
}

/** The built-in sandbox: every message is written to the outbox table, in the caller's transaction. */
export const outboxSender: MessageSender = {
  async send(db, message) {
    await db.insert(outboxMessages).values({ ...message, subject: message.subject ?? null });
  },
};

export function listOutbox(db: Db, limit = 50) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}

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

/**
 * The directional marks and isolates that Intl puts around an Arabic amount
 * ("\u200f1,234.50 ج.م.\u200f") and a text may hold: some phones draw them in an SMS as boxes. In
 * a message in Arabic the letters around a number already set its place.
 */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
/**
 * The no-break spaces of an amount ("EGP\u00a01,234"): outside the GSM alphabet, one of them makes
 * an English SMS go as UCS-2, 70 characters a part instead of 160.
 */
const NO_BREAK_SPACES = /[\u00a0\u202f]/g;

/** The text of an SMS: without directional marks, its no-break spaces plain ones. */
export const smsText = (text: string) => text.replace(DIRECTION_MARKS, '').replace(NO_BREAK_SPACES, ' ');

/** The message as it is sent: an SMS as smsText writes it; an e-mail as written. */
export const asSent = (message: OutgoingMessage): OutgoingMessage =>
  message.channel === 'sms' ? { ...message, body: smsText(message.body) } : message;

/** The built-in sandbox: every message is written to the outbox table, in the caller's transaction. */
export const outboxSender: MessageSender = {
  async send(db, message) {
    await db.insert(outboxMessages).values({ ...asSent(message), subject: message.subject ?? null });
  },
};

export function listOutbox(db: Db, limit = 50) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}

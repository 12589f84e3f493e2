import { createTransport } from 'nodemailer';
import { config } from '@/config';
import type { Db } from '@/db/client';
import type { Locale } from '@/i18n/locales';
import { outboxSender, type MessageSender } from './outbox';
import { relaySender, type Transport } from './relay';

/**
 * Timeouts well within the relay's claim on a message (RELAY_CLAIM_MS, 5 min); nodemailer's own
 * socket timeout is 10 minutes. The SMTP_URL's query may set them otherwise.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** E-mail over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587), for the relay to deliver through. */
export function smtpTransport(url: string, from: string): Transport & { close(): void } {
  const withTimeouts = new URL(url);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS))
    if (!withTimeouts.searchParams.has(name)) withTimeouts.searchParams.set(name, String(ms));
  const mailer = createTransport(withTimeouts.toString());
  return {
    async deliver(message) {
      await mailer.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
    close: () => mailer.close(),
  };
}

let configured: { url: string; transport: Transport } | undefined;

/**
 * The provider that delivers e-mail, when SMTP_URL is set (else none: the sandbox outbox keeps
 * every message). SMS has only the sandbox until an SMS provider is configured.
 */
export function messageTransport(): Transport | null {
  const smtp = config().smtp;
  if (!smtp) return null;
  if (configured?.url !== smtp.url)
    configured = { url: smtp.url, transport: smtpTransport(smtp.url, smtp.from) };
  return configured.transport;
}

/**
 * Where messages are written, in the caller's transaction: for the relay to deliver after the
 * commit when a provider is configured (e-mail with SMTP_URL), otherwise the sandbox outbox.
 */
export function messageSender(): MessageSender {
  return config().smtp ? relaySender(['email']) : outboxSender;
}

/**
 * One text by SMS to a phone and by e-mail, with its subject, to an address, each only when there is
 * one; written in the caller's transaction like every message.
 */
export async function sendByPhoneAndEmail(
  db: Db,
  to: { phone: string | null; email: string | null | undefined },
  message: { body: string; subject: string; locale: Locale },
) {
  const sender = messageSender();
  const { body, subject, locale } = message;
  if (to.phone) await sender.send(db, { channel: 'sms', recipient: to.phone, body, locale });
  if (to.email) await sender.send(db, { channel: 'email', recipient: to.email, subject, body, locale });
}

import { createTransport } from 'nodemailer';
import { config } from '@/config';
import { outboxSender, type MessageSender } from './outbox';

/**
 * E-mail over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). The send happens inside the
 * caller's transaction, so a message the server refuses undoes the write that needed it.
 * SMS has only the sandbox until an SMS provider is configured.
 */
export function smtpSender(url: string, from: string) {
  const mailer = createTransport(url);
  const sender: MessageSender = {
    async send(db, message) {
      if (message.channel !== 'email') return outboxSender.send(db, message);
      await mailer.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
  };
  return { sender, close: () => mailer.close() };
}

let configured: { url: string; sender: MessageSender } | undefined;

/** The provider that delivers: SMTP for e-mail when SMTP_URL is set, otherwise the sandbox outbox. */
export function messageSender(): MessageSender {
  const smtp = config().smtp;
  if (!smtp) return outboxSender;
  if (configured?.url !== smtp.url)
    configured = { url: smtp.url, sender: smtpSender(smtp.url, smtp.from).sender };
  return configured.sender;
}

import { notFound } from 'next/navigation';
import { pageCtx } from '@/lib/page-ctx';
import { listOutbox } from '@/domain/notifications/outbox';
import { sandboxKeyMatches } from '@/domain/notifications/sandbox';
import { formatDate } from '@/i18n/format';
import { getServerT } from '@/i18n/server';

export const metadata = { robots: { index: false } };

/**
 * Every SMS and e-mail the sandbox provider "sent", newest first: only at the secret link
 * /dev/outbox?key=SANDBOX_KEY, never in production or with a real provider.
 */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ key?: string }> }) {
  if (!sandboxKeyMatches((await searchParams).key)) notFound();
  const { locale, t } = await getServerT();
  const messages = await listOutbox(pageCtx(locale).db, 100);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">{t('outbox.title')}</h1>
      <p className="mb-6 text-neutral-600">{t('outbox.text')}</p>
      {messages.length === 0 ? (
        <p data-testid="outbox-empty">{t('outbox.empty')}</p>
      ) : (
        <table className="w-full overflow-hidden rounded-lg bg-white text-sm shadow-sm" data-testid="outbox">
          <thead className="bg-neutral-100 text-start">
            <tr>
              <th className="p-3 text-start">{t('outbox.when')}</th>
              <th className="p-3 text-start">{t('outbox.channel')}</th>
              <th className="p-3 text-start">{t('outbox.recipient')}</th>
              <th className="p-3 text-start">{t('outbox.message')}</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id} className="border-t align-top" data-testid="outbox-message">
                <td className="p-3 whitespace-nowrap">
                  {formatDate(m.createdAt, locale)} {m.createdAt.toISOString().slice(11, 19)}
                </td>
                <td className="p-3">{t(`outbox.channels.${m.channel}`)}</td>
                <td className="p-3" dir="ltr">
                  {m.recipient}
                </td>
                <td className="p-3">
                  {m.subject && <p className="font-bold">{m.subject}</p>}
                  <p dir="auto">{m.body}</p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

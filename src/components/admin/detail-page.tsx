import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { AppError } from '@/domain/shared/errors';
import { historyActor } from './history-text';

/** The record id of a detail page's URL; anything but a positive whole number is a 404. */
export function pageId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  return id;
}

/** A record read for a detail page: the domain's "not found" becomes the page's 404. */
export function orNotFound<T>(read: Promise<T>): Promise<T> {
  return read.catch((err: unknown) => {
    if (err instanceof AppError && err.kind === 'not_found') notFound();
    throw err;
  });
}

/** A titled white panel of a detail page. */
export function AdminSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      {title && <h2 className="mb-3 text-lg font-bold">{title}</h2>}
      {children}
    </section>
  );
}

export interface HistoryEntry {
  id: number;
  /** Already translated. */
  status: string;
  date: string;
  actor: string;
  note: string | null;
}

/** Every change of a record's status: what, when, by whom, and the reason given. */
export function History({ t, entries, testId }: { t: TFunction; entries: HistoryEntry[]; testId: string }) {
  return (
    <AdminSection title={t('admin.application.history')}>
      <ol className="space-y-2 text-sm" data-testid={testId}>
        {entries.map((e) => (
          <li key={e.id}>
            <span className="font-bold">{e.status}</span> · {e.date} ·{' '}
            {t('admin.application.by', { actor: historyActor(t, e.actor) })}
            {e.note && (
              <span className="block text-neutral-700">
                <bdi>{e.note}</bdi>
              </span>
            )}
          </li>
        ))}
      </ol>
    </AdminSection>
  );
}

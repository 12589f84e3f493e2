import type { TFunction } from 'i18next';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { WireApplication } from './credit-types';

const FINAL = new Set(['accepted', 'rejected']);

/** What happened to the application, oldest first, and the decision still to come while open. */
export function ApplicationTimeline({
  application,
  t,
  locale,
}: {
  application: WireApplication;
  t: TFunction;
  locale: Locale;
}) {
  const events = application.timeline;
  const waiting = !FINAL.has(application.status);
  return (
    <ol className="flex flex-col" data-testid="credit-timeline" aria-label={t('credit.status.timeline')}>
      {events.map((event, i) => {
        const last = i === events.length - 1;
        return (
          <li
            key={`${event.status}-${event.at}`}
            className="relative flex gap-3 pb-5"
            data-status={event.status}
          >
            <span
              aria-hidden
              className={`relative z-10 mt-1 size-3 shrink-0 rounded-full ${last ? 'bg-secondary ring-4 ring-secondary/25' : 'bg-success'}`}
            />
            {(!last || waiting) && (
              <span aria-hidden className="absolute start-[5px] top-4 bottom-0 w-0.5 bg-neutral-200" />
            )}
            <span className="flex flex-col">
              <span className={last ? 'font-bold' : undefined}>
                {t(`credit.status.step.${event.status}`)}
              </span>
              <time dateTime={event.at} className="text-sm text-neutral-600">
                {formatDate(event.at, locale)}
              </time>
            </span>
          </li>
        );
      })}
      {waiting && (
        <li className="relative flex gap-3" data-status="decision">
          <span
            aria-hidden
            className="mt-1 size-3 shrink-0 rounded-full border-2 border-neutral-300 bg-white"
          />
          <span className="text-neutral-600">{t('credit.status.step.decision')}</span>
        </li>
      )}
    </ol>
  );
}

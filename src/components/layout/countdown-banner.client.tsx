'use client';

import { useEffect, useState } from 'react';
import { formatNumber } from '@/i18n/format';
import { useI18n } from './i18n-provider.client';

const UNITS = [
  ['days', 86_400_000],
  ['hours', 3_600_000],
  ['minutes', 60_000],
  ['seconds', 1_000],
] as const;

export function splitRemaining(ms: number): Record<(typeof UNITS)[number][0], number> {
  let rest = Math.max(0, ms);
  const out = { days: 0, hours: 0, minutes: 0, seconds: 0 };
  for (const [unit, size] of UNITS) {
    out[unit] = Math.floor(rest / size);
    rest -= out[unit] * size;
  }
  return out;
}

/**
 * Header countdown to the end of a sale; shown only between its start and end, ticking each second.
 * The server renders it as of the request (`renderedAt`), and the browser's first frame is the
 * same: the banner is there from the first paint, and nothing below it moves when it starts ticking.
 */
export function CountdownBanner({
  start,
  end,
  endLabel,
  renderedAt,
}: {
  start: string;
  end: string;
  endLabel: string;
  renderedAt: number;
}) {
  const { t, locale } = useI18n();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  if (Number.isNaN(endMs) || now < startMs || now >= endMs) return null;
  const left = splitRemaining(endMs - now);

  return (
    <div data-testid="countdown-banner" className="bg-neutral-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-3 px-4 py-2 text-sm">
        <span className="font-bold text-secondary">{t('countdown.title')}</span>
        {/* Days first, on the start side in both languages (right in Arabic). */}
        <ol className="flex gap-2">
          {UNITS.map(([unit]) => (
            <li key={unit} className="flex min-w-12 flex-col items-center rounded bg-white/10 px-2 py-1">
              <span className="text-base font-bold tabular-nums" data-testid={`countdown-${unit}`}>
                {formatNumber(left[unit], locale, { minDigits: 2 })}
              </span>
              <span className="text-[10px]">{t(`countdown.${unit}`)}</span>
            </li>
          ))}
        </ol>
        <span className="text-neutral-300">{t('countdown.ends_on', { date: endLabel })}</span>
      </div>
    </div>
  );
}

/** Whether `v` is a real calendar day written YYYY-MM-DD (not 2026-02-30, not 2026-13-45). */
export function isCalendarDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const at = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(v);
}

/** A calendar day (YYYY-MM-DD) moved by whole days (negative goes back). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/**
 * The Cairo calendar day `days` days after `now`'s (before, when negative), counted in calendar
 * days: not `days` times 24 hours, which across a change of Egypt's clock lands on the wrong day
 * for the hour it gains or loses.
 */
export function cairoDayFrom(now: Date, days: number): string {
  return addDays(cairoDay(now), days);
}

/**
 * Whether a list's date filter runs forwards: `from` no later than `to` (YYYY-MM-DD compares as
 * text). A reversed pair would find nothing, and the list would say so as if the log were empty.
 */
export const daysInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
/** What a reversed date filter is refused with: on the end date, in the caller's language. */
export const DAYS_IN_ORDER = { error: 'date_range_reversed', path: ['to'] };

/** Today's calendar date in Cairo, where the store and its customers are, as YYYY-MM-DD. */
export function cairoDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The instant a Cairo calendar day (YYYY-MM-DD) begins, Egypt's summer time included. */
export function cairoStart(day: string): Date {
  const noon = new Date(`${day}T12:00:00Z`);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', hour: '2-digit', hourCycle: 'h23' }).format(
      noon,
    ),
  );
  let start = Date.parse(`${day}T00:00:00Z`) - (hour - 12) * 3_600_000;
  // The day Egypt's summer time begins, its clocks go from 00:00 straight to 01:00: that midnight,
  // at noon's offset, is still the day before in Cairo, and the day begins an hour later.
  while (cairoDay(new Date(start)) < day) start += 3_600_000;
  return new Date(start);
}

/** The last instant of a Cairo calendar day (YYYY-MM-DD): something good "through" that day ends then. */
export function cairoEnd(day: string): Date {
  return new Date(cairoStart(nextDay(day)).getTime() - 1);
}

const CAIRO_MINUTE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Cairo's wall clock to the minute, YYYY-MM-DDTHH:MM (a datetime-local input's value). */
export function cairoDateTime(at: Date): string {
  const p = Object.fromEntries(CAIRO_MINUTE.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The instant Cairo's wall clock shows `local` (YYYY-MM-DDTHH:MM), Egypt's summer time included. A
 * time the clocks skip (the hour summer time begins) is read with the offset before the change, so
 * it lands just after it; a time shown twice (the hour it ends) is the earlier one.
 */
export function cairoInstant(local: string): Date {
  const asUtc = Date.parse(`${local}:00Z`);
  const offsetAt = (t: number) => Date.parse(`${cairoDateTime(new Date(t))}:00Z`) - t;
  // Try the offset of the hours before and after: the earlier candidate that reads back as `local` wins.
  const candidates = [asUtc - offsetAt(asUtc - 3 * 3_600_000), asUtc - offsetAt(asUtc + 3 * 3_600_000)];
  const exact = candidates.filter((t) => cairoDateTime(new Date(t)) === local).sort((a, b) => a - b);
  return new Date(exact[0] ?? candidates[0]!);
}

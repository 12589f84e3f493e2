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
  return new Date(Date.parse(`${day}T00:00:00Z`) - (hour - 12) * 3_600_000);
}

/** The last instant of a Cairo calendar day (YYYY-MM-DD): something good "through" that day ends then. */
export function cairoEnd(day: string): Date {
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return new Date(cairoStart(next).getTime() - 1);
}

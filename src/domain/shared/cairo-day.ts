/** Today's calendar date in Cairo, where the store and its customers are, as YYYY-MM-DD. */
export function cairoDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Locks page scrolling until the returned function is called. Both <html> and <body> get
 * `overflow: hidden`: body alone only locks the page while html's own overflow is `visible`, and
 * mobile Safari ignores it for touch scrolling. Earlier inline values are put back afterwards.
 */
export function lockPageScroll(): () => void {
  const elements = [document.documentElement, document.body];
  const previous = elements.map((el) => el.style.overflow);
  for (const el of elements) el.style.overflow = 'hidden';
  return () => elements.forEach((el, i) => (el.style.overflow = previous[i] ?? ''));
}

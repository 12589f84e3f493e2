/** "Power: 120 W" never breaks between 120 and W: a no-break space after each number. */
export function keepUnitsWithNumbers(text: string): string {
  return text.replace(/(\d) (?=\S)/g, '$1\u00a0');
}

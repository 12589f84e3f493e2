import { Fragment, type ReactNode } from 'react';

/** A letter of the Arabic script (its blocks and presentation forms). */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/**
 * A stretch that reads left to right: from a Latin letter or digit to the last Latin letter, digit
 * or closing mark, across the spaces and punctuation of model names and measures, with the plus
 * signs that end a model's name ("Pro+": left out, it showed on the wrong side, "+Pro").
 */
const LTR_RUN = /[A-Za-z0-9](?:[A-Za-z0-9 \u00a0.,\-+/×:'"%&()]*[A-Za-z0-9%")])?\+*/g;

export interface TextPart {
  text: string;
  ltr: boolean;
}

/**
 * The left-to-right stretches with a Latin letter in Arabic text ("1.5-inch AMOLED", "Galaxy
 * Watch7", "5 ATM"); Latin text without Arabic is one such stretch (it may stand in an Arabic
 * page: a filter's value "1.5-inch AMOLED"); null for text without a Latin letter. Left to the
 * bidirectional algorithm in a right-to-left line, a stretch that begins with a number is cut in
 * two and shown backwards ("inch AMOLED-1.5").
 */
export function ltrParts(text: string): TextPart[] | null {
  if (!/[A-Za-z]/.test(text)) return null;
  if (!ARABIC.test(text)) return [{ text, ltr: true }];
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(LTR_RUN)) {
    if (!/[A-Za-z]/.test(match[0])) continue;
    if (match.index > from) parts.push({ text: text.slice(from, match.index), ltr: false });
    parts.push({ text: match[0], ltr: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), ltr: false });
  return parts;
}

/**
 * A number as written in a name: digits with their decimal and thousands marks ("12.4", "30,000"),
 * with the letters glued to it ("S24", "128GB", "Watch7"). Boxing the digits alone would put a
 * line break between them and their letters: "Galaxy S" on one line, "24" on the next.
 */
const NUMBER = /[A-Za-z]*[0-9\u0660-\u0669]+(?:[.,\u066b\u066c][0-9\u0660-\u0669]+)*[A-Za-z]*/g;

/**
 * The text with each number in a box of its own, so that a name cut short at the end of its
 * lines (line-clamp) loses a number whole or not at all. Left to the cut, "مقاس 12.4 بوصة" showed
 * "مقاس 2.4…" in Arabic: the ellipsis takes the number's first digit, which is at its left.
 */
export function wholeNumbers(text: string): ReactNode {
  if (!/[0-9\u0660-\u0669]/.test(text)) return text;
  const nodes: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(NUMBER)) {
    if (match.index > from) nodes.push(text.slice(from, match.index));
    nodes.push(
      <span key={match.index} className="inline-block">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  if (from < text.length) nodes.push(text.slice(from));
  return nodes;
}

/**
 * Text that may mix Arabic with Latin model names and measures (product names, filters), each
 * left-to-right stretch isolated so that it shows in its own order on an Arabic page, and each
 * number whole (wholeNumbers).
 */
export function MixedText({ text }: { text: string }) {
  const parts = ltrParts(text);
  if (!parts) return wholeNumbers(text);
  return parts.map((part, i) =>
    part.ltr ? (
      <bdi key={i} dir="ltr">
        {wholeNumbers(part.text)}
      </bdi>
    ) : (
      <Fragment key={i}>{wholeNumbers(part.text)}</Fragment>
    ),
  );
}

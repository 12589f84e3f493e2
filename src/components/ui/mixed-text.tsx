import { Fragment } from 'react';

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
 * Text that may mix Arabic with Latin model names and measures (product names, filters), each
 * left-to-right stretch isolated so that it shows in its own order on an Arabic page. Text
 * without a Latin letter is rendered as it is.
 */
export function MixedText({ text }: { text: string }) {
  const parts = ltrParts(text);
  if (!parts) return text;
  return parts.map((part, i) =>
    part.ltr ? (
      <bdi key={i} dir="ltr">
        {part.text}
      </bdi>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

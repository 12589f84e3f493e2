import { normaliseText } from '../search/normalise';

/**
 * Questions and answers kept as one CMS block (help-aman-card): each `<h2>` opens a group, each
 * `<h3>` is a question and what follows it, up to the next heading, is its answer. Content editors
 * keep writing HTML; the help page, its search and its FAQPage JSON-LD read this structure.
 */
export interface FaqItem {
  question: string;
  /** Sanitised HTML (the block is sanitised when read). */
  answerHtml: string;
  /** The answer as plain text, for JSON-LD. */
  answerText: string;
}
export interface FaqGroup {
  title: string;
  items: FaqItem[];
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The groups of a FAQ block; a question before any group heading goes in a group without title. */
export function parseFaq(html: string): FaqGroup[] {
  const groups: FaqGroup[] = [];
  for (const part of html.split(/(?=<h2[\s>])/i)) {
    const title = /^<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(part);
    const group: FaqGroup = { title: title ? text(title[1] ?? '') : '', items: [] };
    for (const piece of part.split(/(?=<h3[\s>])/i).slice(1)) {
      const q = /^<h3[^>]*>([\s\S]*?)<\/h3>([\s\S]*)$/i.exec(piece);
      if (!q) continue;
      const answerHtml = (q[2] ?? '').trim();
      group.items.push({ question: text(q[1] ?? ''), answerHtml, answerText: text(answerHtml) });
    }
    if (group.items.length) groups.push(group);
  }
  return groups;
}

/** Words a question is asked with, that name nothing the answer must hold ("are there fees?"). */
const QUESTION_WORDS = new Set(
  'a an the is are am be do does can could i my me we you your there what which how when where why who of to for in on with هل ما ماذا كيف متى اين لماذا من في على عن الى او و'.split(
    ' ',
  ),
);

/** An English word without its plural or verb ending, so "fees" finds "fee" and "charges" "charge". */
const stem = (word: string) => (/^[a-z]{4,}$/.test(word) ? word.replace(/(?<!s)s$/, '') : word);

/**
 * Whether an item answers a search: every word of it that names something (question words left out,
 * unless that is all there is), English plurals as their singular, Arabic letter forms and digits folded.
 */
export function faqMatches(item: Pick<FaqItem, 'question' | 'answerText'>, query: string): boolean {
  const all = normaliseText(query).split(' ').filter(Boolean);
  const named = all.filter((w) => !QUESTION_WORDS.has(w));
  const words = (named.length ? named : all).map(stem);
  const haystack = normaliseText(`${item.question} ${item.answerText}`);
  return words.every((w) => haystack.includes(w));
}

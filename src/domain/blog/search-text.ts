import { normaliseText } from '../search/normalise';

/** The blog search box's limit (§5, §9), also applied to the API's search filter. */
export const BLOG_SEARCH_MAX_LENGTH = 200;
/** Words past this many add nothing for a blog of this size and only lengthen the query. */
const MAX_WORDS = 8;

/**
 * What a post is found by: title, summary and tags, with Arabic letter forms, diacritics and
 * digits folded, so "اجهزة" finds "أجهزة" and "٥٠٠" finds "500". Stored beside the post's text.
 */
export function blogSearchText(title: string, shortContent: string, tags: readonly string[]): string {
  return normaliseText([title, shortContent, ...tags].join(' '));
}

/** The words of a search, folded the same way; empty when there is nothing to look for. */
export function blogSearchWords(query: string): string[] {
  const words = normaliseText(query.slice(0, BLOG_SEARCH_MAX_LENGTH)).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** A LIKE pattern containing the word anywhere, its own % _ and \ taken literally. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

import { firstNotBefore } from './bisect';
import type { QueryNode } from './tsvector';

/**
 * The lexemes of one language's descriptions (search_body_words, and the descriptions of the
 * products changed since it was read): at least every lexeme some description holds. A query they
 * cannot satisfy matches no description, and the description fallback need not ask PostgreSQL.
 */
export class DescriptionWords {
  private readonly words = new Set<string>();
  /** The words in order, for prefixes; rebuilt after a word is added. */
  private sorted: string[] | null = [];

  add(word: string): void {
    if (this.words.has(word)) return;
    this.words.add(word);
    this.sorted = null;
  }

  get size(): number {
    return this.words.size;
  }

  /** Whether some description may match the query; false proves that none does. */
  mayMatch(node: QueryNode): boolean {
    if (node.kind !== 'operand') {
      return node.kind === '&'
        ? this.mayMatch(node.left) && this.mayMatch(node.right)
        : this.mayMatch(node.left) || this.mayMatch(node.right);
    }
    if (!node.prefix) return this.words.has(node.lexeme);
    // The words that start with the prefix follow one another from the first not before it.
    const sorted = (this.sorted ??= [...this.words].sort());
    const at = firstNotBefore(0, sorted.length, (i) => (sorted[i] ?? '') < node.lexeme);
    return sorted[at]?.startsWith(node.lexeme) ?? false;
  }
}

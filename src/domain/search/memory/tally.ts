import { grown } from './grown';

/**
 * Counts by small non-negative integer keys (brand, seller and attribute-pair numbers) in an array,
 * listing the keys in the order they were first counted, as a Map's entries would be.
 */
export class Tally {
  private counts = new Int32Array(256);
  private readonly order: number[] = [];

  /** Counts n more of key; true when it is the first time key is counted. */
  add(key: number, n = 1): boolean {
    if (key >= this.counts.length) this.counts = grown(this.counts, key + 1);
    const first = this.counts[key] === 0;
    if (first) this.order.push(key);
    this.counts[key] = (this.counts[key] ?? 0) + n;
    return first;
  }

  get size(): number {
    return this.order.length;
  }

  /** [key, count] in the order the keys were first counted. */
  entries(): [number, number][] {
    return this.order.map((key) => [key, this.counts[key] ?? 0]);
  }
}

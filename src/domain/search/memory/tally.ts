import { grown } from './grown';

/**
 * Counts by small non-negative integer keys (brand, seller and attribute-pair numbers) in an array,
 * listing the keys in the order they were first counted, as a Map's entries would be.
 */
export class Tally {
  private counts = new Int32Array(256);
  private readonly order: number[] = [];

  add(key: number, n = 1): void {
    if (key >= this.counts.length) this.counts = grown(this.counts, key + 1);
    if (this.counts[key] === 0) this.order.push(key);
    this.counts[key] = (this.counts[key] ?? 0) + n;
  }

  get size(): number {
    return this.order.length;
  }

  /** [key, count] in the order the keys were first counted. */
  entries(): [number, number][] {
    return this.order.map((key) => [key, this.counts[key] ?? 0]);
  }
}

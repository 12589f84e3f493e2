/**
 * The documents' normalised names, for the name boosts of search-sql.ts (exact name, starts with,
 * holds the phrase): each name's UTF-16 code units one after another in one typed array, and 64
 * bits of its character pairs. A search reads the names of tens of thousands of matches; as
 * strings each would be an object somewhere in the heap, and the reading is mostly waiting for
 * memory. Here a name is read in place, and only when its bits say it may hold the phrase.
 */
import { ACCESSORY_MARKERS } from '../accessory-markers';
import { grown } from './grown';

/** What is looked for: a phrase's code units and its pair bits. */
export interface Phrase {
  units: Uint16Array;
  low: number;
  high: number;
}

/**
 * 64 bits (two 32-bit halves) standing for the text's pairs of adjacent code units, each pair
 * hashed to one bit: a text that holds another has every bit of the other's.
 */
function pairBits(text: string): [number, number] {
  let low = 0;
  let high = 0;
  for (let i = 0; i + 1 < text.length; i++) {
    const bit = Math.imul((text.charCodeAt(i) << 16) | text.charCodeAt(i + 1), 0x9e3779b1) >>> 26;
    if (bit < 32) low |= 1 << bit;
    else high |= 1 << (bit - 32);
  }
  return [low, high];
}

export function phraseOf(text: string): Phrase {
  const [low, high] = pairBits(text);
  return { units: Uint16Array.from(text, (_, i) => text.charCodeAt(i)), low, high };
}

export class NameStore {
  private units = new Uint16Array(1 << 16);
  private used = 0;
  /** Code units no name uses any more (rewritten away once they are half). */
  private dead = 0;
  /** Per slot: where its name starts, its length, and its pair bits (two halves). */
  private start = new Int32Array(1024);
  private length = new Int32Array(1024);
  private bits = new Int32Array(2048);

  set(slot: number, name: string): void {
    this.clear(slot);
    if (slot >= this.start.length) {
      this.start = grown(this.start, slot + 1);
      this.length = grown(this.length, slot + 1);
      this.bits = grown(this.bits, 2 * slot + 2);
    }
    if (this.used + name.length > this.units.length) this.units = grown(this.units, this.used + name.length);
    for (let i = 0; i < name.length; i++) this.units[this.used + i] = name.charCodeAt(i);
    const [low, high] = pairBits(name);
    this.start[slot] = this.used;
    this.length[slot] = name.length;
    this.bits[2 * slot] = low;
    this.bits[2 * slot + 1] = high;
    this.used += name.length;
  }

  clear(slot: number): void {
    if (slot >= this.length.length) return;
    this.dead += this.length[slot] ?? 0;
    this.length[slot] = 0;
    this.bits[2 * slot] = 0;
    this.bits[2 * slot + 1] = 0;
    if (this.dead > 1 << 16 && this.dead * 2 > this.used) this.compact();
  }

  lengthOf(slot: number): number {
    return this.length[slot] ?? 0;
  }

  /** Whether the slot's name holds an accessory marker right before `at` (accessory-markers.ts). */
  followsMarker(slot: number, at: number): boolean {
    return MARKER_UNITS.some((marker) => this.endsAt(slot, at, marker));
  }

  /** Whether the slot's name holds these code units right before `at`. */
  endsAt(slot: number, at: number, units: Uint16Array): boolean {
    if (at < units.length) return false;
    const from = (this.start[slot] ?? 0) + at - units.length;
    for (let i = 0; i < units.length; i++) if (this.units[from + i] !== units[i]) return false;
    return true;
  }

  /** Where the phrase first is in the slot's name (as String.prototype.indexOf answers), or -1. */
  find(slot: number, phrase: Phrase): number {
    const { low, high, units: wanted } = phrase;
    if (((this.bits[2 * slot] ?? 0) & low) !== low || ((this.bits[2 * slot + 1] ?? 0) & high) !== high)
      return -1;
    const m = wanted.length;
    if (m === 0) return 0;
    const from = this.start[slot] ?? 0;
    const last = (this.length[slot] ?? 0) - m;
    const first = wanted[0];
    for (let i = 0; i <= last; i++) {
      if (this.units[from + i] !== first) continue;
      let k = 1;
      while (k < m && this.units[from + i + k] === wanted[k]) k++;
      if (k === m) return i;
    }
    return -1;
  }

  /** Rewrites the names still used one after another. */
  private compact(): void {
    const units = new Uint16Array(Math.max(1 << 16, 2 * (this.used - this.dead)));
    let used = 0;
    for (let slot = 0; slot < this.start.length; slot++) {
      const n = this.length[slot] ?? 0;
      if (!n) continue;
      const from = this.start[slot] ?? 0;
      units.set(this.units.subarray(from, from + n), used);
      this.start[slot] = used;
      used += n;
    }
    this.units = units;
    this.used = used;
    this.dead = 0;
  }
}

const MARKER_UNITS = ACCESSORY_MARKERS.map((marker) => phraseOf(marker).units);

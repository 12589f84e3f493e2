/**
 * The search documents of one locale in memory: an inverted index from each lexeme to the documents
 * that hold it, and each document's lexemes with their positions, so that a search's matches are
 * found and ranked (ts_rank, rank.ts) without reading them from PostgreSQL. PostgreSQL stays the
 * source of truth: sync.ts loads the table and applies its changes.
 */
import {
  compareLexemes,
  lexemeShare,
  orRank,
  positive,
  rankOperands,
  ranksByOr,
  tsRank,
  type OperandRanges,
} from './rank';
import { firstNotBefore } from './bisect';
import { grown } from './grown';
import { NameStore, phraseOf, type Phrase } from './names';
import { parseTsvector, type QueryNode, type QueryOperand } from './tsvector';

/** A search's matches: product ids with their scores, in no particular order. */
export interface Matches {
  ids: number[];
  /** ts_rank plus the name boosts of search-sql.ts (exact name 10, starts with 4, holds it 2 unless after "for"). */
  scores: number[];
  /** The suggestions' score: the same without the boost for a name that only contains the query. */
  suggested: number[];
}

/**
 * One document packed in one array: [n, lexeme ids (n), end offsets of their positions (n),
 * positions (position << 2 | weight class)...], lexemes in PostgreSQL's order.
 */
type Packed = Uint32Array;

export class DocumentIndex {
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private readonly postings: number[][] = [];
  /** Beside each posting, what that lexeme of that document adds to ts_rank's sum (lexemeShare). */
  private readonly shares: number[][] = [];
  /** Lexeme ids in PostgreSQL's order and each id's place in it, rebuilt when a new lexeme arrives. */
  private sorted: number[] | null = [];
  private placeOf = new Int32Array(0);
  /** Whether a lexeme has characters outside the BMP (UTF-16 order is then not UTF-8's). */
  private astral = false;
  private readonly docs: (Packed | null)[] = [];
  /** 1 for each slot that holds a document (read on every posting: a byte, not a pointer). */
  private alive = new Uint8Array(1024);
  private readonly productOf: number[] = [];
  private readonly names = new NameStore();
  private readonly slotOf = new Map<number, number>();
  private dead = 0;
  /** Scratch space of match(): each document's operand bits and rank sum, zero between calls. */
  private masks = new Int32Array(0);
  private sums = new Float32Array(0);

  get size(): number {
    return this.slotOf.size;
  }

  private idOf(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.lexemeIds.set(lexeme, id);
      this.lexemes.push(lexeme);
      this.postings.push([]);
      this.shares.push([]);
      this.sorted = null;
      if (/[\uD800-\uDFFF]/.test(lexeme)) this.astral = true;
    }
    return id;
  }

  /** Adds or replaces a product's document (its name normalised, its tsvector as PostgreSQL prints it). */
  put(productId: number, nameNorm: string, tsvector: string): void {
    this.remove(productId);
    const { lexemes, positions } = parseTsvector(tsvector);
    const n = lexemes.length;
    const total = positions.reduce((sum, p) => sum + p.length, 0);
    const packed = new Uint32Array(1 + 2 * n + total);
    packed[0] = n;
    let at = 1 + 2 * n;
    const slot = this.docs.length;
    lexemes.forEach((lexeme, k) => {
      const id = this.idOf(lexeme);
      packed[1 + k] = id;
      const start = at;
      for (const p of positions[k] ?? []) packed[at++] = p;
      packed[1 + n + k] = at;
      this.postings[id]?.push(slot);
      this.shares[id]?.push(lexemeShare(packed, start, at));
    });
    this.docs.push(packed);
    if (slot >= this.alive.length) this.alive = grown(this.alive, slot + 1);
    this.alive[slot] = 1;
    this.productOf.push(productId);
    this.names.set(slot, nameNorm);
    this.slotOf.set(productId, slot);
  }

  remove(productId: number): void {
    const slot = this.slotOf.get(productId);
    if (slot === undefined) return;
    this.docs[slot] = null;
    this.alive[slot] = 0;
    this.names.clear(slot);
    this.slotOf.delete(productId);
    this.dead += 1;
    if (this.dead > 1000 && this.dead > this.slotOf.size) this.compact();
  }

  /** Drops removed documents from the postings (their slots are kept, empty). */
  private compact(): void {
    for (let id = 0; id < this.postings.length; id++) {
      const slots = this.postings[id] ?? [];
      const shares = this.shares[id] ?? [];
      this.postings[id] = slots.filter((slot) => this.docs[slot]);
      this.shares[id] = shares.filter((_, j) => this.docs[slots[j] ?? 0]);
    }
    this.dead = 0;
  }

  /** Lexeme ids in PostgreSQL's order, and each id's place in that order. */
  private order(): { sorted: number[]; placeOf: Int32Array } {
    if (!this.sorted) {
      const sorted = this.lexemes.map((_, id) => id);
      const text = this.lexemes;
      sorted.sort(
        this.astral
          ? (a, b) => compareLexemes(text[a] ?? '', text[b] ?? '')
          : (a, b) => ((text[a] ?? '') < (text[b] ?? '') ? -1 : 1),
      );
      this.placeOf = new Int32Array(sorted.length);
      sorted.forEach((id, place) => (this.placeOf[id] = place));
      this.sorted = sorted;
    }
    return { sorted: this.sorted, placeOf: this.placeOf };
  }

  /** The places [from, to) in PostgreSQL's order of the lexemes an operand matches. */
  private placesOf(op: QueryOperand): [number, number] {
    const { sorted, placeOf } = this.order();
    if (!op.prefix) {
      const id = this.lexemeIds.get(op.lexeme);
      return id === undefined ? [0, 0] : [placeOf[id] ?? 0, (placeOf[id] ?? 0) + 1];
    }
    const text = (place: number) => this.lexemes[sorted[place] ?? 0] ?? '';
    const from = firstNotBefore(0, sorted.length, (place) => compareLexemes(text(place), op.lexeme) < 0);
    // The lexemes that start with it follow one another from there: the first that does not ends them.
    return [from, firstNotBefore(from, sorted.length, (place) => text(place).startsWith(op.lexeme))];
  }

  /**
   * The documents matching the query, each ranked as search-sql.ts ranks it; null when the query's
   * ranking cannot be reproduced (rankOperands) or it has too many operands, for PostgreSQL to
   * answer instead.
   */
  match(query: QueryNode, phrase: string): Matches | null {
    const operands = rankOperands(query);
    if (!operands) return null;
    // Each distinct operand of the tree is a bit; a document's bits say which it holds.
    const bits = new Map<string, number>();
    const placesOfBit: [number, number][] = [];
    const compile = (node: QueryNode): ((mask: number) => boolean) => {
      if (node.kind === 'operand') {
        const key = `${node.prefix ? '*' : '='}${node.lexeme}`;
        let bit = bits.get(key);
        if (bit === undefined) {
          bit = bits.size;
          bits.set(key, bit);
          placesOfBit.push(this.placesOf(node));
        }
        const flag = 1 << bit;
        return (mask) => (mask & flag) !== 0;
      }
      const [left, right] = [compile(node.left), compile(node.right)];
      return node.kind === '&' ? (m) => left(m) && right(m) : (m) => left(m) || right(m);
    };
    const holds = compile(query);
    // Without &, a document holding any operand matches.
    const anyMatches = !hasAnd(query);
    if (bits.size > 30) return null;
    if (this.masks.length < this.docs.length) {
      this.masks = new Int32Array(this.docs.length * 2);
      this.sums = new Float32Array(this.docs.length * 2);
    }
    const { masks, sums, alive } = this;
    const touched: number[] = [];
    const { sorted, placeOf } = this.order();
    placesOfBit.forEach(([from, to], bit) => {
      for (let place = from; place < to; place++) {
        for (const slot of this.postings[sorted[place] ?? 0] ?? []) {
          if (!alive[slot]) continue;
          if (masks[slot] === 0) touched.push(slot);
          masks[slot] = (masks[slot] ?? 0) | (1 << bit);
        }
      }
    });
    // For ranking: the places of the lexemes each operand matches.
    const places = operands.map((op) => this.placesOf(op));
    const byOr = ranksByOr(query.kind === '&', operands.length);
    if (byOr) this.addShares(places, sums);
    const ranges: OperandRanges = places.map(() => []);
    const out: Matches = { ids: [], scores: [], suggested: [] };
    const wanted = phraseOf(phrase);
    for (const slot of touched) {
      const mask = masks[slot] ?? 0;
      const sum = sums[slot] ?? 0;
      masks[slot] = 0;
      sums[slot] = 0;
      if (!anyMatches && !holds(mask)) continue;
      const rank = byOr
        ? positive(orRank(sum, operands.length))
        : this.rankPairs(slot, places, placeOf, ranges);
      const boost = this.nameBoost(slot, wanted);
      out.ids.push(this.productOf[slot] ?? 0);
      // real + integer is double precision in PostgreSQL: no rounding to single precision here.
      out.scores.push(rank + boost);
      out.suggested.push(rank + (boost === 2 ? 0 : boost));
    }
    return out;
  }

  /**
   * The name boost of search-sql.ts: the exact name 10, a name that starts with the phrase 4, one
   * that holds it 2 unless right after an accessory marker (accessory-markers.ts); one scan.
   */
  private nameBoost(slot: number, wanted: Phrase): number {
    const at = this.names.find(slot, wanted);
    if (at < 0) return 0;
    if (at === 0) return this.names.lengthOf(slot) === wanted.units.length ? 10 : 4;
    return this.names.followsMarker(slot, at) ? 0 : 2;
  }

  /**
   * calc_rank_or's sums of every document holding an operand, into `sums`: the postings' shares
   * added operand after operand and, within one, lexeme after lexeme in PostgreSQL's order, which
   * is the order rankOr adds them in for each document (so the sums are the same floats).
   */
  private addShares(places: [number, number][], sums: Float32Array): void {
    const { alive } = this;
    const sorted = this.order().sorted;
    for (const [from, to] of places) {
      for (let place = from; place < to; place++) {
        const id = sorted[place] ?? 0;
        const slots = this.postings[id] ?? [];
        const shares = this.shares[id] ?? [];
        for (let j = 0; j < slots.length; j++) {
          const slot = slots[j] ?? 0;
          // A Float32Array keeps f(sum + share), as rankOr's addShare.
          if (alive[slot]) sums[slot] = (sums[slot] ?? 0) + (shares[j] ?? 0);
        }
      }
    }
  }

  /**
   * ts_rank of a query whose top is & over several operands (calc_rank_and, from pairs of
   * positions): each operand's lexemes in the document found by a binary search, as a document's
   * lexemes are in the same order as the places.
   */
  private rankPairs(
    slot: number,
    places: [number, number][],
    placeOf: Int32Array,
    ranges: OperandRanges,
  ): number {
    const doc = this.docs[slot] as Packed;
    const n = doc[0] ?? 0;
    for (const list of ranges) list.length = 0;
    for (let i = 0; i < places.length; i++) {
      const [from, to] = places[i] ?? [0, 0];
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((placeOf[doc[1 + mid] ?? 0] ?? 0) < from) lo = mid + 1;
        else hi = mid;
      }
      for (let k = lo; k < n && (placeOf[doc[1 + k] ?? 0] ?? 0) < to; k++) {
        ranges[i]?.push(k === 0 ? 1 + 2 * n : (doc[n + k] ?? 0), doc[1 + n + k] ?? 0);
      }
    }
    return tsRank(doc, ranges, true);
  }
}

const hasAnd = (node: QueryNode): boolean =>
  node.kind === '&' || (node.kind === '|' && (hasAnd(node.left) || hasAnd(node.right)));

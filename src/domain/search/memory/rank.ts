/**
 * PostgreSQL's ts_rank (src/backend/utils/adt/tsrank.c, default weights, no normalisation),
 * reproduced step for step in single precision, so that the in-memory index orders results exactly
 * as the SQL statement did. Math.fround stands for each C `float` assignment and operation.
 */
import type { PackedPosition, QueryNode, QueryOperand } from './tsvector';
import { storedOperands } from './tsvector';

const f = Math.fround;
/** {0.1f, 0.2f, 0.4f, 1.0f}, by weight class D, C, B, A. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const MAXENTRYPOS = 1 << 14;
/** A lexeme without positions ranks as one at this position and weight D (calc_rank_and's POSNULL). */
const POSNULL_AND: PackedPosition[] = [(MAXENTRYPOS - 1) << 2];

const weightOf = (p: PackedPosition) => WEIGHTS[p & 3] ?? 0;
const positionOf = (p: PackedPosition) => p >> 2;

const DISTANCES = Array.from({ length: 101 }, (_, w) => f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2))));
const wordDistance = (w: number) => (w > 100 ? f(1e-30) : (DISTANCES[w] ?? 0));

/** Compares lexemes as PostgreSQL does (tsCompareString: bytes of UTF-8, then length). */
export function compareLexemes(a: string, b: string): number {
  if (a === b) return 0;
  // UTF-16 order is UTF-8 byte order except where surrogate pairs are involved.
  if (/[\uD800-\uDFFF]/.test(a) || /[\uD800-\uDFFF]/.test(b)) {
    return Buffer.compare(Buffer.from(a), Buffer.from(b));
  }
  return a < b ? -1 : 1;
}

/**
 * The query's operands as ts_rank takes them (SortAndUniqItems): sorted, one per lexeme. Among
 * operands of the same lexeme (one a prefix, one not) PostgreSQL keeps the first of its stored
 * order when its sort is a stable insertion sort (fewer than 7 operands); with more, which one it
 * keeps depends on its quicksort, so the answer is null and the search runs in PostgreSQL.
 */
export function rankOperands(query: QueryNode): QueryOperand[] | null {
  const stored = storedOperands(query);
  const kept = new Map<string, QueryOperand>();
  for (const op of stored) {
    const seen = kept.get(op.lexeme);
    if (!seen) kept.set(op.lexeme, op);
    else if (seen.prefix !== op.prefix && stored.length >= 7) return null;
  }
  return [...kept.values()].sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
}

/**
 * Where a document's positions are: for each rank operand, the [start, end) ranges (flattened) in
 * the document's packed array of the positions of each of its lexemes the operand matches, in
 * lexeme order; an empty range for a lexeme without positions.
 */
export type OperandRanges = number[][];

/**
 * What one lexeme of a document adds to calc_rank_or's sum, from its positions in [start, end) of
 * the document's packed array: the same for every query, so the index keeps it with its postings.
 */
export function lexemeShare(doc: Uint32Array, start: number, end: number): number {
  let resj = f(0);
  let wjm = f(-1);
  let jm = 0;
  const count = end > start ? end - start : 1;
  for (let j = 0; j < count; j++) {
    // A lexeme without positions ranks as one at position 0, weight D (POSNULL).
    const w = end > start ? weightOf(doc[start + j] ?? 0) : (WEIGHTS[0] ?? 0);
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  const part = f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
  return part / 1.64493406685;
}

/**
 * calc_rank_or's sum, `res = f(res + share)`, one share after another in the order of the query's
 * operands and each operand's lexemes. A Float32Array stores f() of what is added to it, so a
 * document's sum can be kept there across a whole posting list.
 */
export const addShare = (res: number, share: number) => f(res + share);

/** calc_rank_or's last step: the sum divided by the number of operands. */
export const orRank = (res: number, size: number) => (size > 0 ? f(res / size) : res);

function rankOr(doc: Uint32Array, ranges: OperandRanges, size: number): number {
  let res = f(0);
  for (const list of ranges) {
    for (let r = 0; r < list.length; r += 2)
      res = addShare(res, lexemeShare(doc, list[r] ?? 0, list[r + 1] ?? 0));
  }
  return orRank(res, size);
}

/** A document's positions in [start, end), or calc_rank_and's POSNULL when there are none. */
function positionsIn(doc: Uint32Array, start: number, end: number): PackedPosition[] | Uint32Array {
  return end > start ? doc.subarray(start, end) : POSNULL_AND;
}

function rankAnd(doc: Uint32Array, ranges: OperandRanges, size: number): number {
  if (size < 2) return rankOr(doc, ranges, size);
  let res = f(-1);
  const pos: (PackedPosition[] | Uint32Array | undefined)[] = new Array(size);
  for (let i = 0; i < size; i++) {
    const list = ranges[i] ?? [];
    for (let r = 0; r < list.length; r += 2) {
      const post = positionsIn(doc, list[r] ?? 0, list[r + 1] ?? 0);
      pos[i] = post;
      for (let k = 0; k < i; k++) {
        const ct = pos[k];
        if (!ct) continue;
        for (const l of post) {
          for (const p of ct) {
            let dist = Math.abs(positionOf(l) - positionOf(p));
            if (dist || post === POSNULL_AND || ct === POSNULL_AND) {
              if (!dist) dist = MAXENTRYPOS;
              const curw = f(Math.sqrt(f(f(weightOf(l) * weightOf(p)) * wordDistance(dist))));
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}

/**
 * ts_rank(document, query) of a document with at least one lexeme: `ranges` per operand of
 * rankOperands (same order), `topIsAnd` when the query's top operator is &.
 */
export function tsRank(doc: Uint32Array, ranges: OperandRanges, topIsAnd: boolean): number {
  return positive(topIsAnd ? rankAnd(doc, ranges, ranges.length) : rankOr(doc, ranges, ranges.length));
}

/** ts_rank's floor: a negative rank (no pair of positions found) is 1e-20. */
export const positive = (res: number) => (res < 0 ? f(1e-20) : res);

/** Whether ts_rank of the query is calc_rank_or's, a sum over the operands' lexemes (not rankAnd's pairs). */
export const ranksByOr = (topIsAnd: boolean, size: number) => !topIsAnd || size < 2;

/**
 * PostgreSQL's tsvector and tsquery as text (their output form), read into what the in-memory
 * index matches and ranks with. Only what the store's own queries use is supported: a tsquery of
 * lexemes, prefixes, & and |; anything else (!, <->, weights) makes parseTsquery answer null, and
 * the search runs in PostgreSQL instead.
 */

/** A position as PostgreSQL packs it: position << 2 | weight class (D 0, C 1, B 2, A 3). */
export type PackedPosition = number;

export interface ParsedDocument {
  /** Lexemes in PostgreSQL's order (bytewise), each with its packed positions. */
  lexemes: string[];
  positions: PackedPosition[][];
}

const WEIGHT_CLASS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Reads a quoted lexeme starting at `i` (at the opening quote); returns it and the index after it. */
function quoted(text: string, i: number): [string, number] {
  let out = '';
  let j = i + 1;
  for (;;) {
    const ch = text[j];
    if (ch === undefined) throw new Error('unterminated lexeme');
    if (ch === '\\') {
      out += text[j + 1] ?? '';
      j += 2;
    } else if (ch === "'") {
      if (text[j + 1] === "'") {
        out += "'";
        j += 2;
      } else return [out, j + 1];
    } else {
      out += ch;
      j += 1;
    }
  }
}

/** `'lexeme':1A,5 'other':2B` as PostgreSQL prints a tsvector. */
export function parseTsvector(text: string): ParsedDocument {
  const lexemes: string[] = [];
  const positions: PackedPosition[][] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i += 1;
      continue;
    }
    const [lexeme, after] = quoted(text, i);
    i = after;
    const list: PackedPosition[] = [];
    if (text[i] === ':') {
      i += 1;
      for (;;) {
        let n = 0;
        while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) {
          n = n * 10 + text.charCodeAt(i) - 48;
          i += 1;
        }
        const w = WEIGHT_CLASS[text[i] ?? ''];
        if (w !== undefined) i += 1;
        list.push((n << 2) | (w ?? 0));
        if (text[i] !== ',') break;
        i += 1;
      }
    }
    lexemes.push(lexeme);
    positions.push(list);
  }
  return { lexemes, positions };
}

export interface QueryOperand {
  kind: 'operand';
  lexeme: string;
  prefix: boolean;
}
export interface QueryOperator {
  kind: '&' | '|';
  left: QueryNode;
  right: QueryNode;
}
export type QueryNode = QueryOperand | QueryOperator;

/**
 * `'a' & ( 'b' | 'c':* )` as PostgreSQL prints a tsquery, into a tree (& binds tighter than |,
 * both to the left, as PostgreSQL parses them). Null for what the index does not evaluate.
 */
export function parseTsquery(text: string): QueryNode | null {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i += 1;
  };
  const fail = Symbol('unsupported');
  function primary(): QueryNode {
    skip();
    if (text[i] === '(') {
      i += 1;
      const node = or();
      skip();
      if (text[i] !== ')') throw fail;
      i += 1;
      return node;
    }
    if (text[i] !== "'") throw fail;
    const [lexeme, after] = quoted(text, i);
    i = after;
    let prefix = false;
    if (text[i] === ':') {
      if (text.slice(i, i + 2) !== ':*') throw fail;
      i += 2;
      prefix = true;
      if (/[A-Da-d]/.test(text[i] ?? '')) throw fail;
    }
    return { kind: 'operand', lexeme, prefix };
  }
  function and(): QueryNode {
    let node = primary();
    for (skip(); text[i] === '&'; skip()) {
      i += 1;
      node = { kind: '&', left: node, right: primary() };
    }
    return node;
  }
  function or(): QueryNode {
    let node = and();
    for (skip(); text[i] === '|'; skip()) {
      i += 1;
      node = { kind: '|', left: node, right: and() };
    }
    return node;
  }
  try {
    const node = or();
    skip();
    return i === text.length ? node : null;
  } catch (e) {
    if (e === fail) return null;
    throw e;
  }
}

/** The operands in the order PostgreSQL stores them: the text's order reversed. */
export function storedOperands(node: QueryNode): QueryOperand[] {
  const out: QueryOperand[] = [];
  const walk = (n: QueryNode) => {
    if (n.kind === 'operand') out.push(n);
    else {
      walk(n.right);
      walk(n.left);
    }
  };
  walk(node);
  return out;
}

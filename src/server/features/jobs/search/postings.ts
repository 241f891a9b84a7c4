import type { TsQuery } from './tsquery.ts';

/** A growable, ascending list of slots. */
export class Postings {
  slots = new Int32Array(4);
  length = 0;
  push(slot: number) {
    if (this.length === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.length] = slot;
    this.length += 1;
  }
  view(): Int32Array {
    return this.slots.subarray(0, this.length);
  }
}

export const EMPTY = new Int32Array(0);

export const NO_POSTINGS = new Map<string, Postings>();

/** Adds a slot to a lexeme's postings, creating them on first use. */
export function post(map: Map<string, Postings>, lexeme: string, slot: number) {
  let list = map.get(lexeme);
  if (!list) {
    list = new Postings();
    map.set(lexeme, list);
  }
  list.push(slot);
}

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[n++] = x;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return out.subarray(0, n);
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] as number) : Number.POSITIVE_INFINITY;
    const y = j < b.length ? (b[j] as number) : Number.POSITIVE_INFINITY;
    if (x === y) {
      out[n++] = x;
      i += 1;
      j += 1;
    } else if (x < y) {
      out[n++] = x;
      i += 1;
    } else {
      out[n++] = y;
      j += 1;
    }
  }
  return out.subarray(0, n);
}

function complement(a: Int32Array, count: number): Int32Array {
  const out = new Int32Array(count - Math.min(a.length, count));
  let n = 0;
  let j = 0;
  for (let slot = 0; slot < count; slot += 1) {
    while (j < a.length && (a[j] as number) < slot) j += 1;
    if (j < a.length && a[j] === slot) continue;
    out[n++] = slot;
  }
  return out.subarray(0, n);
}

/** The slots (below `count`, ascending) whose lexemes in `map` satisfy the query. */
export function evaluate(query: TsQuery, map: Map<string, Postings>, count: number): Int32Array {
  switch (query.kind) {
    case 'term':
      return map.get(query.lexeme)?.view() ?? EMPTY;
    case 'not':
      return complement(evaluate(query.operand, map, count), count);
    case 'and': {
      const parts = query.operands
        .map((q) => evaluate(q, map, count))
        .sort((a, b) => a.length - b.length);
      return parts.reduce((acc, part) => intersect(acc, part));
    }
    case 'or':
      return query.operands
        .map((q) => evaluate(q, map, count))
        .reduce((acc, part) => union(acc, part));
  }
}

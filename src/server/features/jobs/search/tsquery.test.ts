import { describe, expect, it } from 'vitest';
import { compoundTerm, parseTsQuery, parseTsVector } from './tsquery.ts';

describe('tsquery and tsvector text', () => {
  it('parses what websearch_to_tsquery prints', () => {
    expect(parseTsQuery("'custom' & 'support'")).toEqual({
      kind: 'and',
      operands: [
        { kind: 'term', lexeme: 'custom' },
        { kind: 'term', lexeme: 'support' },
      ],
    });
    expect(parseTsQuery("'a' | !'b' & 'c'")).toEqual({
      kind: 'or',
      operands: [
        { kind: 'term', lexeme: 'a' },
        {
          kind: 'and',
          operands: [
            { kind: 'not', operand: { kind: 'term', lexeme: 'b' } },
            { kind: 'term', lexeme: 'c' },
          ],
        },
      ],
    });
    expect(parseTsQuery("'o''brien'")).toEqual({ kind: 'term', lexeme: "o'brien" });
    // A backslash escapes the next character (PostgreSQL prints `a\b` as 'a\\b').
    expect(parseTsQuery("'a\\\\b' & 'c'")).toEqual({
      kind: 'and',
      operands: [
        { kind: 'term', lexeme: 'a\\b' },
        { kind: 'term', lexeme: 'c' },
      ],
    });
    expect(parseTsQuery("'unterminated")).toBeNull();
    expect(parseTsQuery("'custom' <-> 'support'")).toBeNull();
    expect(parseTsQuery("'custom':*")).toBeNull();
    expect(parseTsQuery('')).toBeNull();
    expect(parseTsQuery("( 'a'")).toBeNull();
  });

  it("reads a hyphenated word's phrase as its compound lexeme, and no other phrase", () => {
    const term = (lexeme: string) => ({ kind: 'term', lexeme });
    expect(compoundTerm("'short-form' <-> 'short' <-> 'form'")).toEqual(term('short-form'));
    expect(compoundTerm("'a-b-test' <2> 'b' <-> 'test'")).toEqual(term('a-b-test'));
    expect(compoundTerm("'follow-up' <-> 'follow'")).toEqual(term('follow-up'));
    expect(compoundTerm("'x' <-> '-1' <-> '-2'")).toBeNull();
    expect(compoundTerm("'covid' <-> '-19'")).toBeNull();
    expect(compoundTerm("'so-so'")).toBeNull();
    expect(compoundTerm("'a-b' <-> 'a' & 'c'")).toBeNull();
    expect(compoundTerm("'a-b' <-> 'a' | 'c'")).toBeNull();
  });

  it('reads lexemes and the title weight from a tsvector', () => {
    expect(parseTsVector("'assist':2A,9B 'custom':1A 'o''brien':4 'week':7B")).toEqual({
      all: ['assist', 'custom', "o'brien", 'week'],
      weightA: ['assist', 'custom'],
    });
  });
});

import { z } from 'zod';
import { parseClock } from '../working-hours.ts';

/**
 * Strict readings of ids and counts (docs/decisions/023-security-hardening.md). `z.coerce.number`
 * read `0x10` as 16, `1e3` as 1000 and `+6`, `6.0`, ` 6` as 6, so a request could name another
 * row than it seemed to; a fuzzer deleted the wrong users that way. Here a number is a JSON
 * number or text of decimal digits only: `06` is 6 (digits are digits); a sign, a point, an
 * exponent, a hex prefix or a space is refused with the field's own message.
 */

/** The largest id: ids are PostgreSQL `integer`. */
export const MAX_ID = 2_147_483_647;

const DIGITS = /^[0-9]+$/;
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/** A whole number from min to max, or null: a JSON integer or text of decimal digits. */
export function parseWholeNumber(value: unknown, min: number, max: number): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DIGITS.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

/** An id (1 to 2,147,483,647), or null: a JSON integer or text of decimal digits. */
export const parseId = (value: unknown): number | null => parseWholeNumber(value, 1, MAX_ID);

/**
 * A whole number from min to max: a JSON integer, or text of decimal digits as a path, a query,
 * a form or a prompt sends it. Anything else is refused with `message`.
 */
export function wholeNumberField(message: string, min: number, max: number) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const n = parseWholeNumber(value, min, max);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return n;
  });
}

/** An id in a path, a query or a body: a JSON integer or decimal digits, 1 to 2,147,483,647. */
export const idField = (message: string) => wholeNumberField(message, 1, MAX_ID);

/**
 * A number from min to max that may have a fraction (a minimum rating such as 4.5): a JSON number
 * or text of decimal digits with an optional point and digits after it.
 */
export function decimalField(message: string, min: number, max: number) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : DECIMAL.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return n;
  });
}

/** A 24-hour "HH:MM" time as minutes after midnight. */
export const clockField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v, ctx) => {
      const minutes = parseClock(v);
      if (minutes === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return minutes;
    });

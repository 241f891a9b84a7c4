import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';

export const NUL_MESSAGE =
  'Text must not contain the NUL character (U+0000). Remove it and try again.';

export const LONE_SURROGATE_MESSAGE =
  'Text must be valid Unicode: it contains a broken character (a lone UTF-16 surrogate). Remove it and try again.';

/**
 * A UTF-16 surrogate that is not half of a pair. With the `u` flag a well-formed pair (an emoji)
 * is one code point and does not match; only a lone half does. This is `!isWellFormed()`
 * (ES2024), which the TypeScript library this project targets (ES2023) does not declare yet.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;
const LONE_SURROGATES = /\p{Surrogate}/gu;

/** Whether a string holds a lone surrogate: text that is not well-formed Unicode. */
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/**
 * Whether any string or object key in a request value satisfies `test` (strings, keys, nested
 * lists and objects, up to 20 levels deep).
 */
function someText(value: unknown, test: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === 'string') return test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => someText(item, test, depth + 1));
  return Object.entries(value).some(([key, item]) => test(key) || someText(item, test, depth + 1));
}

/**
 * Whether a request value holds the NUL character anywhere (strings, keys, nested lists and
 * objects). PostgreSQL text cannot store U+0000: before this guard such a value reached the
 * database and came back as a 500 (docs/security.md, "Fixes").
 */
export function containsNul(value: unknown): boolean {
  return someText(value, (text) => text.includes('\u0000'));
}

/**
 * Whether a request value holds a lone UTF-16 surrogate anywhere (strings, keys, nested lists and
 * objects). JSON can carry one (`"\udfff"`); a text column silently stores U+FFFD instead, and a
 * jsonb value refuses it, which once made an admin action's audit entry fail to be written
 * (docs/decisions/023-security-hardening.md).
 */
export function containsLoneSurrogate(value: unknown): boolean {
  return someText(value, hasLoneSurrogate);
}

/** The refusal message for text the database cannot hold as sent, or null when it can. */
export function textProblem(value: unknown): string | null {
  if (containsNul(value)) return NUL_MESSAGE;
  if (containsLoneSurrogate(value)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/**
 * A copy of a value whose strings and keys are all storable as PostgreSQL text and jsonb: lone
 * surrogates and NUL become U+FFFD (what `String.prototype.toWellFormed` does to the former).
 * For records that must be written whatever the request held, such as the audit log.
 */
export function storableText(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.replace(LONE_SURROGATES, '\uFFFD').replaceAll('\u0000', '\uFFFD');
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > 20) return null;
  if (Array.isArray(value)) return value.map((item) => storableText(item, depth + 1));
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      storableText(key) as string,
      storableText(item, depth + 1),
    ]),
  );
}

/** What the request held before validation: zod drops unknown keys, the guard still refuses them. */
const problemBeforeValidation = new WeakMap<FastifyRequest, string>();

/**
 * A preValidation hook: notes (does not yet refuse) NUL or a lone surrogate anywhere in the body,
 * query or path parameters as sent, unknown keys included. Validation speaks first, so a value
 * that breaks a field's own rule keeps that rule's message.
 */
export async function noteUnstorableText(request: FastifyRequest) {
  const problem =
    textProblem(request.params) ?? textProblem(request.query) ?? textProblem(request.body);
  if (problem) problemBeforeValidation.set(request, problem);
}

/**
 * A preHandler: refuses a request whose body, query or path parameters hold a NUL or a lone
 * surrogate, with a message that says which: the validated values (which include the text fields
 * of multipart bodies, collected by their routes' own preValidation) or, failing that, what
 * `noteUnstorableText` saw before validation.
 */
export async function refuseUnstorableText(request: FastifyRequest) {
  const problem =
    textProblem(request.params) ??
    textProblem(request.query) ??
    textProblem(request.body) ??
    problemBeforeValidation.get(request);
  if (problem) throw badRequest(problem);
}

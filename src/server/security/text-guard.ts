import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';

export const NUL_MESSAGE =
  'Text must not contain the NUL character (U+0000). Remove it and try again.';

/**
 * Whether a request value holds the NUL character anywhere (strings, keys, nested lists and
 * objects). PostgreSQL text cannot store U+0000: before this guard such a value reached the
 * database and came back as a 500 (docs/security.md, "Fixes").
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

/** A preHandler: refuses a request whose body, query or path parameters hold a NUL. */
export async function refuseNulCharacters(request: FastifyRequest) {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw badRequest(NUL_MESSAGE);
  }
}

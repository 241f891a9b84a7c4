import { randomBytes } from 'node:crypto';

/**
 * The header that marks the server's own in-process API reads (server rendering,
 * docs/decisions/056), with a value made at start that no client can know: such a read comes from
 * 127.0.0.1 for every visitor at once, so the per-address rate limit must not count it.
 */
export const INTERNAL_REQUEST_HEADER = 'x-internal-request';
export const INTERNAL_REQUEST_TOKEN = randomBytes(24).toString('base64url');

export function isInternalRequest(headers: Record<string, string | string[] | undefined>): boolean {
  return headers[INTERNAL_REQUEST_HEADER] === INTERNAL_REQUEST_TOKEN;
}

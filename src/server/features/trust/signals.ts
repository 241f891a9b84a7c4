import type { FastifyRequest } from 'fastify';

/**
 * Headers that proxies add on the way (RFC 7239 Forwarded, RFC 9110 Via, the de-facto
 * X-Forwarded-For and the ones anonymising proxies are known to send).
 */
export const PROXY_HEADERS = [
  'via',
  'forwarded',
  'x-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'x-proxy-id',
  'x-proxyuser-ip',
  'proxy-connection',
] as const;

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a proxy we do not run sits between the person and us (decisions.md, "Trust and
 * safety": proxy headers). With no trusted proxy in front (TRUST_PROXY), any proxy header says
 * so. When our trusted proxies passed the request on, their own headers are expected; what
 * counts then is an address further out than the client we believe: the X-Forwarded-For chain
 * did not start with the client, so one more proxy forwarded it.
 */
export function arrivedThroughProxy(request: FastifyRequest): boolean {
  const socketAddress = request.socket?.remoteAddress;
  const forwardedByTrustedProxy = socketAddress !== undefined && request.ip !== socketAddress;
  if (!forwardedByTrustedProxy) {
    return PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  }
  const chain = (request.headers['x-forwarded-for'] ?? '')
    .toString()
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return chain.length > 0 && chain[0] !== request.ip;
}

const FINGERPRINT_MAX_LENGTH = 256;

/** What registration and login record about where a request came from. */
export type ClientSignals = {
  ip: string;
  /** The `x-fingerprint` header the web app sends, or null. */
  fingerprint: string | null;
  /** A proxy we do not run forwarded the request (see arrivedThroughProxy). */
  viaProxy: boolean;
  /** The value of the configured trusted country header (COUNTRY_HEADER), if any. */
  headerCountry: string | null;
};

export function readClientSignals(
  request: FastifyRequest,
  options: { countryHeader?: string } = {},
): ClientSignals {
  const fingerprint = firstValue(request.headers['x-fingerprint'])?.trim();
  const country = options.countryHeader
    ? firstValue(request.headers[options.countryHeader])?.trim()
    : undefined;
  return {
    ip: request.ip,
    fingerprint: fingerprint ? fingerprint.slice(0, FINGERPRINT_MAX_LENGTH) : null,
    viaProxy: arrivedThroughProxy(request),
    headerCountry: country || null,
  };
}

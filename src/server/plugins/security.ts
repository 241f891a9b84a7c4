import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { MESSAGES } from '../../shared/messages.ts';
import { isInternalRequest } from '../infra/internal-request.ts';
import { noteUnstorableText, refuseUnstorableText } from '../security/text-guard.ts';

export type SecurityOptions = {
  corsOrigins: string[];
  redis?: Redis;
  redisPrefix: string;
  /** Requests per minute per client IP across the API. */
  requestsPerMinute: number;
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
    },
  },
  // Uploaded avatars may be shown by other origins that use the API (decisions.md, CORS).
  crossOriginResourcePolicy: { policy: 'same-site' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with these options, worked out once. Nothing in them depends on the
 * request (no nonces), so running helmet's middleware per request, as @fastify/helmet does
 * (it even rebuilds the middleware and re-parses the directives each time), only cost CPU: about
 * 5% of the server's time in the job search benchmark (docs/performance.md).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers, CORS and the general rate limit. The CSP is strict (decisions.md, "Trust and
 * safety"): the token lives in localStorage, so no inline script and no third-party origin.
 */
export default fp(async function securityPlugin(app: FastifyInstance, opts: SecurityOptions) {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  await app.register(cors, {
    origin: opts.corsOrigins.length > 0 ? opts.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'x-fingerprint'],
    exposedHeaders: ['X-Total-Count', 'Retry-After'],
    maxAge: 600,
  });

  // After validation, before any handler: text with U+0000 or a lone surrogate never reaches the
  // database, not even in a key validation drops (docs/decisions/023-security-hardening.md).
  app.addHook('preValidation', noteUnstorableText);
  app.addHook('preHandler', refuseUnstorableText);

  await app.register(rateLimit, {
    global: true,
    max: opts.requestsPerMinute,
    timeWindow: '1 minute',
    redis: opts.redis,
    nameSpace: `${opts.redisPrefix}rate-limit:`,
    // Only the API is limited here; static files and the app shell are cheap.
    // The server's own reads while it renders a public page are not a visitor's (decisions/056).
    allowList: (request) => !request.url.startsWith('/api/') || isInternalRequest(request.headers),
    // Thrown, so the error handler writes the body (code RATE_LIMITED); the plugin has already
    // set Retry-After.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: MESSAGES.tooManyRequests,
      code: 'RATE_LIMITED',
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
});

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { MESSAGES } from '../../shared/messages.ts';
import { refuseNulCharacters } from '../security/text-guard.ts';

export type SecurityOptions = {
  corsOrigins: string[];
  redis?: Redis;
  redisPrefix: string;
  /** Requests per minute per client IP across the API. */
  requestsPerMinute: number;
};

/**
 * Security headers, CORS and the general rate limit. The CSP is strict (decisions.md, "Trust and
 * safety"): the token lives in localStorage, so no inline script and no third-party origin.
 */
export default fp(async function securityPlugin(app: FastifyInstance, opts: SecurityOptions) {
  await app.register(helmet, {
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
  });

  await app.register(cors, {
    origin: opts.corsOrigins.length > 0 ? opts.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'x-fingerprint'],
    exposedHeaders: ['X-Total-Count', 'Retry-After'],
    maxAge: 600,
  });

  // After validation, before any handler: text with U+0000 never reaches the database.
  app.addHook('preHandler', refuseNulCharacters);

  await app.register(rateLimit, {
    global: true,
    max: opts.requestsPerMinute,
    timeWindow: '1 minute',
    redis: opts.redis,
    nameSpace: `${opts.redisPrefix}rate-limit:`,
    // Only the API is limited here; static files and the app shell are cheap.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: MESSAGES.tooManyRequests,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
});

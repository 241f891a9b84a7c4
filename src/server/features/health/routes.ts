import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  r.get(
    '/health/ready',
    {
      config: { access: 'public', rateLimit: false },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await Promise.race([
          opts.database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('database ping timed out')), 3000).unref(),
          ),
        ]);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}

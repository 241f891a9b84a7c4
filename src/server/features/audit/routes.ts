import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '../../../shared/schemas/admin.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import type { AuditService } from './service.ts';

const errors = errorReplies(400, 401, 403);

export async function auditRoutes(app: FastifyInstance, opts: { audit: AuditService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/audit-log',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first',
        description:
          'Every admin action with who, what, target and when. Filters: `action`, `target_type`, `target_id`, `actor_id`; paging with `page` and `limit` (at most 500); the full count is in `X-Total-Count`.',
        security: [{ bearerAuth: [] }],
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { data, total } = await opts.audit.list(request.query);
      reply.header('X-Total-Count', String(total));
      return data;
    },
  );
}

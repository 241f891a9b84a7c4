import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPageQuerySchema } from '../../../shared/schemas/admin.ts';
import {
  feedbackCreatedSchema,
  feedbackCreateSchema,
  feedbackSchema,
} from '../../../shared/schemas/admin-content.ts';
import { apiErrorSchema, errorReplies } from '../../../shared/schemas/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { FeedbackService } from './service.ts';

const errors = errorReplies(400, 401, 403);

export async function feedbackRoutes(app: FastifyInstance, opts: { feedback: FeedbackService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/feedback',
    {
      config: { access: 'user' },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback to the TalentBridge team (any logged-in user)',
        description: '`{ message }`: 1 to 5,000 characters. At most 10 a user per hour (429).',
        security: [{ bearerAuth: [] }],
        body: feedbackCreateSchema,
        response: { 201: feedbackCreatedSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await opts.feedback.create(requireSession(request).user.id, request.body.message)),
  );

  r.get(
    '/feedback',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['admin'],
        summary: 'All feedback, newest first (admins)',
        description:
          'A bare array paged with `page` and `limit` (at most 500); the full count is in `X-Total-Count`. `user` is null once the author deleted their account.',
        security: [{ bearerAuth: [] }],
        querystring: adminPageQuerySchema,
        response: { 200: z.array(feedbackSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { data, total } = await opts.feedback.list(request.query);
      reply.header('X-Total-Count', String(total));
      return data;
    },
  );
}

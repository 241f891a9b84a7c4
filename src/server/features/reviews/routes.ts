import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/errors.ts';
import { reviewSchema } from '../../../shared/schemas/profile.ts';
import { reviewCreateSchema } from '../../../shared/schemas/reviews.ts';
import { requireSession } from '../../plugins/auth.ts';
import { userIdParams } from '../profiles/params.ts';
import type { ReviewsService } from './service.ts';

export async function reviewRoutes(app: FastifyInstance, opts: { reviews: ReviewsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/reviews/user/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        summary: 'Reviews a user received, newest first',
        params: userIdParams,
        response: { 200: z.array(reviewSchema), 400: apiErrorSchema },
      },
    },
    async (request) => opts.reviews.listFor(request.params.id),
  );

  r.post(
    '/reviews',
    {
      config: { access: ['jobseeker', 'employer'] },
      schema: {
        tags: ['reviews'],
        summary: 'Review the other party of an Accepted application (once per side)',
        description:
          '`{ job_application_id, rating, comment }`: rating 1 to 5, a non-empty comment (up to 2,000 characters). The jobseeker reviews the employer, the employer the jobseeker. 403 for an application of others, 409 when it is not Accepted or this side already reviewed it.',
        security: [{ bearerAuth: [] }],
        body: reviewCreateSchema,
        response: {
          201: reviewSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await opts.reviews.create(requireSession(request).user.id, request.body)),
  );
}

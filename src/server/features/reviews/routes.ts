import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/errors.ts';
import { reviewSchema } from '../../../shared/schemas/profile.ts';
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
}

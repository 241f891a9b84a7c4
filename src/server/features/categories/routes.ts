import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/schemas/errors.ts';
import { categoryCreateSchema, categorySchema } from '../../../shared/schemas/profile.ts';
import type { CategoriesService } from './service.ts';

export async function categoryRoutes(
  app: FastifyInstance,
  opts: { categories: CategoriesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['categories'],
        summary: 'All job and skill categories, by name',
        response: { 200: z.array(categorySchema) },
      },
    },
    async () => opts.categories.list(),
  );

  r.post(
    '/categories',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'category.create',
          target: 'category',
          details: (request) => ({ name: (request.body as { name: string }).name }),
        },
      },
      schema: {
        tags: ['categories'],
        summary: 'Create a category (admins)',
        security: [{ bearerAuth: [] }],
        body: categoryCreateSchema,
        response: {
          201: categorySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await opts.categories.create(request.body.name)),
  );
}

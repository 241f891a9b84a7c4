import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/errors.ts';
import { profileSchema } from '../../../shared/schemas/profile.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { ProfilesService } from './service.ts';

export async function profileRoutes(app: FastifyInstance, opts: { profiles: ProfilesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: "The caller's own profile",
        security: [{ bearerAuth: [] }],
        response: {
          200: profileSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => opts.profiles.getProfile(requireSession(request).user.id),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationLimitBodySchema,
  globalApplicationLimitSchema,
} from '../../../shared/schemas/applications.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import type { SettingsService } from './service.ts';

const errors = errorReplies(400, 401, 403);

export async function settingsRoutes(app: FastifyInstance, opts: { settings: SettingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = opts;

  r.get(
    '/admin/settings/application-limit',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['admin'],
        summary: 'The global application limit (null when not set)',
        security: [{ bearerAuth: [] }],
        response: { 200: globalApplicationLimitSchema, ...errors },
      },
    },
    async () => ({ globalApplicationLimit: await settings.globalApplicationLimit() }),
  );

  r.post(
    '/admin/settings/application-limit',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'settings.set_application_limit',
          details: (request) => ({ limit: (request.body as { limit: number | null }).limit }),
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Set or clear the global application limit',
        description:
          '`{ limit }` (or `{ globalApplicationLimit }`): a whole number from 1, or null or empty text to clear. It caps every post: the effective limit of a post is the smaller of its own and this one.',
        security: [{ bearerAuth: [] }],
        body: applicationLimitBodySchema,
        response: { 200: globalApplicationLimitSchema, ...errors },
      },
    },
    async (request) => ({
      globalApplicationLimit: await settings.setGlobalApplicationLimit(request.body.limit),
    }),
  );
}

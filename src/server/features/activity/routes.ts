import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityPageSchema, activityQuerySchema } from '../../../shared/schemas/activity.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { ActivityService } from './service.ts';

const errors = errorReplies(400, 401, 403);

/** Account activity and Sign out everywhere (docs/decisions/048). */
export async function activityRoutes(app: FastifyInstance, opts: { activity: ActivityService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { activity } = opts;

  r.get(
    '/profile/activity',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: "The caller's account activity, newest first",
        description:
          "What administrators did to the caller's account or data (opened the identity document, read chat messages the caller is in, reset the password, blocked, unblocked, decided on the identity) with the reason they gave or 'no reason given', the caller's own Sign out everywhere, and the last 50 sign-ins with country, device and address; `is_current` marks the sign-in of this session. Paging with `page` (at most 100) and `limit` (default 20, at most 50).",
        security: [{ bearerAuth: [] }],
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errors },
      },
    },
    async (request) => {
      const { user, claims } = requireSession(request);
      return activity.list(user.id, claims.jti, request.query);
    },
  );

  r.post(
    '/auth/sign-out-everywhere',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'End every session of the caller, this one included',
        description:
          'Every token issued to the account so far is refused from the next request on and its sockets close; the account activity lists it. Sign in again afterwards.',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      await activity.signOutEverywhere(user, request.ip);
      return reply.code(204).send(null);
    },
  );
}

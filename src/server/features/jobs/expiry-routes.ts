import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/messages.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  extendLinkBodySchema,
  extendLinkQuerySchema,
  extendLinkReplySchema,
} from '../../../shared/schemas/job-expiry.ts';
import { jobPostSchema } from '../../../shared/schemas/jobs.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { JobExpiry } from './expiry.ts';
import { jobIdParams } from './routes.ts';

/** Extend a post's expiry (docs/decisions/058): the owner's button and the mailed link. */
export async function jobExpiryRoutes(app: FastifyInstance, opts: { expiry: JobExpiry }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { expiry } = opts;

  r.post(
    '/job-posts/:id/extend',
    {
      config: { access: 'employer' },
      schema: {
        tags: ['jobs'],
        summary: 'Extend own open post: it closes 60 days from now',
        description:
          'No body. 404 for a post the caller cannot see, 403 for another employer’s, 409 for a closed or pending one (reopen it instead). Replies with the post and its new `expires_at` (docs/decisions/058).',
        security: [{ bearerAuth: [] }],
        params: jobIdParams,
        response: { 200: jobPostSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return expiry.extend(request.params.id, { id: user.id, role: user.role });
    },
  );

  // The signed link is the key, whoever is signed in (as the unsubscribe links,
  // docs/decisions/037): GET changes nothing, so mail scanners that open it extend nothing.
  r.get(
    '/job-post-extensions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'Read a mailed Extend link: the post and its expiry',
        description: `400 for an altered or expired link (${MESSAGES.jobExtendTokenMissing}), 404 when the post is gone, 409 when it is closed.`,
        querystring: extendLinkQuerySchema,
        response: { 200: extendLinkReplySchema, ...errorReplies(400, 404, 409) },
      },
    },
    async (request) => expiry.checkLink(request.query.token),
  );

  r.post(
    '/job-post-extensions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'Use a mailed Extend link: the post closes 60 days from now',
        description:
          '`{ token }`. Once per mailed expiry: a second call (or one after the owner extended or reopened) changes nothing and says `already_extended`.',
        body: extendLinkBodySchema,
        response: { 200: extendLinkReplySchema, ...errorReplies(400, 404, 409) },
      },
    },
    async (request) => expiry.extendByLink(request.body.token),
  );
}

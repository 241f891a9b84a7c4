import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  acceptInvitationReplySchema,
  invitationIdParams,
  invitationSchema,
  inviteBodySchema,
  sentInvitationsQuerySchema,
} from '../../../shared/schemas/invitations.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { Caller } from '../applications/service.ts';
import type { InvitationsService } from './service.ts';

const errors = errorReplies(400, 401, 403, 404, 409);

const callerOf = (request: FastifyRequest): Caller => {
  const { user } = requireSession(request);
  return { id: user.id, role: user.role };
};

/** Invitations to apply (docs/decisions/034): employers send, jobseekers answer. */
export async function invitationRoutes(
  app: FastifyInstance,
  opts: { invitations: InvitationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { invitations } = opts;

  r.post(
    '/invitations',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyForEmployers },
      schema: {
        tags: ['invitations'],
        summary:
          'Invite a jobseeker to apply to one of your Active, approved posts; they are e-mailed',
        description:
          "`{ job_post_id, user_id, message }`, the message 1-1,000 characters. 404 for a post the caller cannot see or a user who is not a jobseeker, 403 for someone else's post, 409 for a post that is closed or waiting for moderation, a second invitation to the same post and person, or someone who already applied; 409 `LIMIT_REACHED` after 30 invitations in 24 hours (docs/decisions/034).",
        security: [{ bearerAuth: [] }],
        body: inviteBodySchema,
        response: { 201: invitationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await invitations.invite(callerOf(request), request.body)),
  );

  r.get(
    '/invitations',
    {
      config: { access: 'jobseeker', forbiddenMessage: MESSAGES.onlyForJobseekers },
      schema: {
        tags: ['invitations'],
        summary: "The caller's invitations, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(invitationSchema), ...errors },
      },
    },
    async (request) => invitations.listReceived(callerOf(request).id),
  );

  r.get(
    '/invitations/sent',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyForEmployers },
      schema: {
        tags: ['invitations'],
        summary: 'The invitations the caller sent, newest first',
        description:
          'Optionally narrowed to one post (`job_post_id`) and/or one person (`user_id`).',
        security: [{ bearerAuth: [] }],
        querystring: sentInvitationsQuerySchema,
        response: { 200: z.array(invitationSchema), ...errors },
      },
    },
    async (request) => invitations.listSent(callerOf(request).id, request.query),
  );

  r.post(
    '/invitations/:id/accept',
    {
      config: { access: 'jobseeker', forbiddenMessage: MESSAGES.onlyForJobseekers },
      schema: {
        tags: ['invitations'],
        summary: 'Accept an own pending invitation; applies at once when the post asks for nothing',
        description:
          "`{ invitation, application }`: `application` is the new application when the post has no screening questions and no minimum cover letter, else null and the apply form is the next step. 403 for someone else's invitation, 409 once answered, for a post no longer open, or an application refused by the post's rules (docs/decisions/034).",
        security: [{ bearerAuth: [] }],
        params: invitationIdParams,
        response: { 200: acceptInvitationReplySchema, ...errors },
      },
    },
    async (request) => invitations.accept(request.params.id, callerOf(request).id),
  );

  r.post(
    '/invitations/:id/decline',
    {
      config: { access: 'jobseeker', forbiddenMessage: MESSAGES.onlyForJobseekers },
      schema: {
        tags: ['invitations'],
        summary: 'Decline an own pending invitation',
        description: "403 for someone else's invitation, 409 once answered (docs/decisions/034).",
        security: [{ bearerAuth: [] }],
        params: invitationIdParams,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => invitations.decline(request.params.id, callerOf(request).id),
  );
}

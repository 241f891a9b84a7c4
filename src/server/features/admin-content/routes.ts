import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPageQuerySchema } from '../../../shared/schemas/admin.ts';
import {
  adminJobListQuerySchema,
  adminReviewSchema,
  jobWithApplicationsSchema,
  notifyCandidatesBodySchema,
  notifyCandidatesReplySchema,
  reviewIdParams,
} from '../../../shared/schemas/admin-content.ts';
import { apiErrorSchema, errorReplies } from '../../../shared/schemas/errors.ts';
import { jobPostSchema } from '../../../shared/schemas/jobs.ts';
import { jobIdParams } from '../jobs/routes.ts';
import type { JobsService } from '../jobs/service.ts';
import type { ReviewsService } from '../reviews/service.ts';
import type { NotifyService } from './notify.ts';

const errors = errorReplies(400, 401, 403, 404);

/**
 * What a handler learnt that its audit entry should keep (a deleted post's title, how many mails
 * went out): the audit rule reads it when the reply leaves.
 */
const outcomes = new WeakMap<FastifyRequest, Record<string, unknown>>();

/**
 * The admin console's content calls (docs/decisions/019): post moderation beyond approve/flag, Notify
 * Candidates, jobs with applications, and review moderation.
 */
export async function adminContentRoutes(
  app: FastifyInstance,
  opts: { jobs: JobsService; reviews: ReviewsService; notify: NotifyService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { jobs, reviews, notify } = opts;

  r.get(
    '/admin/job-posts',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['admin'],
        summary: 'Every job post, held ones first, with moderation filters (admins)',
        description:
          '`status` Active or closed, `pendingReview` true or false, `risk` flagged (with risk findings) or clear, `search` in titles (case-insensitive). Held posts (pending review with findings, docs/decisions/045) come first, then the newest; each carries its `risk_flags`. A bare array paged with `page` and `limit` (at most 500); the full count is in `X-Total-Count`.',
        security: [{ bearerAuth: [] }],
        querystring: adminJobListQuerySchema,
        response: { 200: z.array(jobPostSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { data, total } = await jobs.adminList(request.query);
      reply.header('X-Total-Count', String(total));
      return data;
    },
  );

  r.get(
    '/admin/job-posts/applications',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['admin'],
        summary: 'Job posts with applications and their counts, most applications first',
        description:
          'A bare array paged with `page` and `limit` (at most 500); the full count is in `X-Total-Count`.',
        security: [{ bearerAuth: [] }],
        querystring: adminPageQuerySchema,
        response: { 200: z.array(jobWithApplicationsSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { data, total } = await jobs.listWithApplications(request.query);
      reply.header('X-Total-Count', String(total));
      return data;
    },
  );

  r.delete(
    '/admin/job-posts/:id',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'job_post.delete',
          target: 'job_post',
          details: (request) => outcomes.get(request),
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Delete a job post with its applications and chats',
        security: [{ bearerAuth: [] }],
        params: jobIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { title } = await jobs.adminDelete(request.params.id);
      outcomes.set(request, { title });
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/admin/job-posts/:id/notify-candidates',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'job_post.notify_candidates',
          target: 'job_post',
          details: (request) => ({
            ...(request.body as object),
            ...outcomes.get(request),
          }),
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'E-mail a public job post to matching jobseekers not told about it before',
        description:
          "`{ limit, orderBy }`: 1 to 500 candidates; `beginning` picks the oldest accounts first, `end` the newest, `random` at random. Candidates: unblocked, e-mail-verified jobseekers whose categories include the post's category or whose skills meet its required skills, who have not applied to it nor been notified about it. `total`: candidates picked; `sent`: mails the transport accepted. 409 for a post that is not Active and approved.",
        security: [{ bearerAuth: [] }],
        params: jobIdParams,
        body: notifyCandidatesBodySchema,
        response: { 200: notifyCandidatesReplySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await notify.notifyCandidates(request.params.id, request.body);
      outcomes.set(request, { total: result.total, sent: result.sent });
      return result;
    },
  );

  r.get(
    '/admin/reviews',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['admin'],
        summary: 'Every review, newest first (admins)',
        description:
          "A bare array paged with `page` and `limit` (at most 500); the full count is in `X-Total-Count`. `reviewer` is null once its author deleted their account ('Anonymous').",
        security: [{ bearerAuth: [] }],
        querystring: adminPageQuerySchema,
        response: { 200: z.array(adminReviewSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { data, total } = await reviews.adminList(request.query);
      reply.header('X-Total-Count', String(total));
      return data;
    },
  );

  r.delete(
    '/admin/reviews/:id',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'review.delete',
          target: 'review',
          details: (request) => outcomes.get(request),
        },
      },
      schema: {
        tags: ['admin'],
        summary: "Delete a review; the reviewee's average rating follows",
        security: [{ bearerAuth: [] }],
        params: reviewIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      outcomes.set(request, await reviews.adminDelete(request.params.id));
      return reply.code(204).send(null);
    },
  );
}

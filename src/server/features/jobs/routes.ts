import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';
import { applicationLimitBodySchema } from '../../../shared/schemas/applications.ts';
import { apiErrorSchema, errorReplies } from '../../../shared/schemas/errors.ts';
import {
  employerJobsQuerySchema,
  employerJobsReplySchema,
  jobCreateSchema,
  jobListQuerySchema,
  jobListReplySchema,
  jobPostSchema,
  jobUpdateSchema,
} from '../../../shared/schemas/jobs.ts';
import { idField } from '../../../shared/schemas/numbers.ts';
import type { Finding } from '../../../shared/trust/detector.ts';
import { acceptsGzip } from '../../infra/http-encoding.ts';
import { requireSession } from '../../plugins/auth.ts';
import { userIdParams } from '../profiles/params.ts';
import type { JobsService, Viewer } from './service.ts';

const errors = errorReplies(400, 401, 403, 404);

const OVERLAP_DESCRIPTION =
  'Optional working-hours overlap (docs/decisions/051): `overlap_hours` (whole hours, 0 to 8), `overlap_timezone` (IANA zone), `overlap_start` and `overlap_end` (HH:MM, 24-hour; an end before the start runs past midnight), all four or none (null for all four clears them); the hours may not exceed the window. Replies show them as `overlap: { hours, timezone, start, end }` or null.';

export const jobIdParams = z.object({ id: idField(MESSAGES.jobIdInvalid) });

const viewerOf = (request: FastifyRequest): Viewer =>
  request.session ? { id: request.session.user.id, role: request.session.user.role } : null;

/** `required_skills[]=a&required_skills[]=b` (the spec's form) and `required_skills=a,b` alike. */
async function mergeSkillsParam(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  if (query['required_skills[]'] === undefined) return;
  query.required_skills = [query['required_skills[]'], query.required_skills ?? []]
    .flat()
    .filter((v): v is string => typeof v === 'string');
  delete query['required_skills[]'];
}

export async function jobRoutes(
  app: FastifyInstance,
  opts: {
    jobs: JobsService;
    /** Called after an admin approves a post (the job alerts' nudge, docs/decisions/053). */
    onApproved?: (postId: number) => void;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { jobs } = opts;

  r.post(
    '/job-posts',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyEmployersPostJobs },
      schema: {
        tags: ['jobs'],
        summary: 'Post a job (employers); it waits for moderation before it is public',
        description: OVERLAP_DESCRIPTION,
        security: [{ bearerAuth: [] }],
        body: jobCreateSchema,
        response: { 201: jobPostSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await jobs.create(requireSession(request).user.id, request.body)),
  );

  r.get(
    '/job-posts',
    {
      config: { access: 'public' },
      preValidation: mergeSkillsParam,
      schema: {
        tags: ['jobs'],
        summary: 'Find jobs: keyword search with typo tolerance and filters, paged',
        description:
          '`title` searches titles and descriptions (full text, ranked) and tolerates typos in titles. Only approved, Active posts.',
        querystring: jobListQuerySchema,
        response: { 200: jobListReplySchema, 400: apiErrorSchema },
      },
    },
    // The reply is JSON the service encodes (and caches) from typed JobPost values, plain and
    // gzipped; Fastify sends encoded JSON as it is, so the schema above documents it without a
    // second pass.
    async (request, reply) => {
      const encoded = await jobs.listJson(request.query);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const gzipped = acceptsGzip(request.headers['accept-encoding']);
      if (gzipped) reply.header('content-encoding', 'gzip');
      const body = gzipped ? encoded.gzip : encoded.json;
      return reply.send(body as unknown as z.infer<typeof jobListReplySchema>);
    },
  );

  r.get(
    '/job-posts/my-posts',
    {
      config: { access: 'employer' },
      schema: {
        tags: ['jobs'],
        summary: "The caller's own posts, pending and closed included, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(jobPostSchema), ...errors },
      },
    },
    async (request) => jobs.listOwn(requireSession(request).user.id),
  );

  r.get(
    '/job-posts/:id',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['jobs'],
        summary: 'A job post (pending or closed ones for their owner and admins only)',
        params: jobIdParams,
        response: { 200: jobPostSchema, ...errors },
      },
    },
    async (request) => {
      const post = await jobs.get(request.params.id, viewerOf(request));
      // A public post's page reply is the same for everyone, as the page's preload needs
      // (docs/decisions/026): its findings are read in My Job Posts and the admin list, and on
      // the page only while it is held or closed (docs/decisions/045).
      if (post.status === 'Active' && !post.pending_review) {
        const { risk_flags: _, ...shared } = post;
        return shared;
      }
      return post;
    },
  );

  r.get(
    '/users/:id/job-posts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: "A company's open jobs: approved Active posts, newest first",
        description:
          'With the employer as a company (name, identity badge, hires). `exclude` leaves out one post (the one on screen); `limit` 1-20, default 6. 404 for a member who is not an employer (docs/decisions/036).',
        params: userIdParams,
        querystring: employerJobsQuerySchema,
        response: { 200: employerJobsReplySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => jobs.listOpenByEmployer(request.params.id, request.query),
  );

  r.put(
    '/job-posts/:id',
    {
      config: { access: 'employer' },
      schema: {
        tags: ['jobs'],
        summary: 'Edit own post (partial); content edits go back to review; status Active reopens',
        description: `${OVERLAP_DESCRIPTION} Changing only the overlap (or the status) is not a content edit: the post stays approved.`,
        security: [{ bearerAuth: [] }],
        params: jobIdParams,
        body: jobUpdateSchema,
        response: { 200: jobPostSchema, ...errors },
      },
    },
    async (request) => jobs.update(request.params.id, viewerOf(request), request.body),
  );

  r.post(
    '/job-posts/:id/close',
    {
      config: { access: 'employer' },
      schema: {
        tags: ['jobs'],
        summary: 'Close own post',
        security: [{ bearerAuth: [] }],
        params: jobIdParams,
        response: { 200: jobPostSchema, ...errors },
      },
    },
    async (request) => jobs.close(request.params.id, viewerOf(request)),
  );

  r.post(
    '/job-posts/:id/increment-view',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['jobs'],
        summary: 'Count a view (once per viewer per hour; the owner never counts)',
        params: jobIdParams,
        response: { 200: z.object({ views: z.number().int() }), ...errors },
      },
    },
    async (request) => ({
      views: await jobs.recordView(request.params.id, { user: viewerOf(request), ip: request.ip }),
    }),
  );

  // The findings a post had when an admin approved or flagged it (docs/decisions/045): kept in
  // the audit entry, so a decision on a held post can be traced to what the admin was shown.
  const decidedFindings = new WeakMap<FastifyRequest, { risk_flags: Finding[] }>();

  for (const [action, pendingReview] of [
    ['approve', false],
    ['flag', true],
  ] as const) {
    r.post(
      `/admin/job-posts/:id/${action}`,
      {
        config: {
          access: 'admin',
          audit: {
            action: `job_post.${action}`,
            target: 'job_post',
            details: (request) => decidedFindings.get(request),
          },
        },
        schema: {
          tags: ['admin'],
          summary: pendingReview
            ? 'Flag a post: hide it until approved again'
            : 'Approve a post: make it public',
          description:
            "No body. A post's `risk_flags` stay on it and go into the audit entry (docs/decisions/045).",
          security: [{ bearerAuth: [] }],
          params: jobIdParams,
          response: { 200: jobPostSchema, ...errors },
        },
      },
      async (request) => {
        const post = await jobs.setPendingReview(
          request.params.id,
          pendingReview,
          viewerOf(request),
        );
        if (post.risk_flags?.length) decidedFindings.set(request, { risk_flags: post.risk_flags });
        if (!pendingReview) opts.onApproved?.(post.id);
        return post;
      },
    );
  }

  r.post(
    '/admin/job-posts/:id/set-application-limit',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'job_post.set_application_limit',
          target: 'job_post',
          details: (request) => ({ limit: (request.body as { limit: number | null }).limit }),
        },
      },
      schema: {
        tags: ['admin'],
        summary: "Set or clear a post's application limit",
        description:
          '`{ limit }`: a whole number from 1, or null or empty text for no limit. Refused (400) above the global application limit.',
        security: [{ bearerAuth: [] }],
        params: jobIdParams,
        body: applicationLimitBodySchema,
        response: { 200: jobPostSchema, ...errors },
      },
    },
    async (request) =>
      jobs.setApplicationLimit(request.params.id, request.body.limit, viewerOf(request)),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  applicationDecisionBodySchema,
  applicationIdParams,
  applicationSchema,
  applyBodySchema,
  bulkRejectBodySchema,
  bulkRejectReplySchema,
  hasAppliedReplySchema,
  responsivenessReplySchema,
} from '../../../shared/schemas/applications.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import { jobIdParams } from '../jobs/routes.ts';
import { userIdParams } from '../profiles/params.ts';
import type { ApplicationsService, Caller } from './service.ts';

const errors = errorReplies(400, 401, 403, 404, 409);

const callerOf = (request: FastifyRequest): Caller => {
  const { user } = requireSession(request);
  return { id: user.id, role: user.role };
};

export async function applicationRoutes(
  app: FastifyInstance,
  opts: { applications: ApplicationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { applications } = opts;

  r.post(
    '/job-applications',
    {
      config: { access: 'jobseeker', forbiddenMessage: MESSAGES.onlyJobseekersCanApply },
      schema: {
        tags: ['applications'],
        summary: 'Apply to a job (jobseekers; Active, approved posts; once; within the limit)',
        description:
          "`{ job_post_id, description?, proposed_rate?, availability?, answers? }`: `description` is the cover letter (up to 2,000 characters; at least the post's `min_cover_letter`), `proposed_rate` dollars an hour, `availability` hours a week (1-80), `answers` one per screening question in order (docs/decisions/033). 404 for a post that is not open to the public, 409 for a second application or when the effective application limit (the smaller of the post's and the global one) is reached.",
        security: [{ bearerAuth: [] }],
        body: applyBodySchema,
        response: { 201: applicationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await applications.apply(callerOf(request).id, request.body)),
  );

  r.get(
    '/job-applications/my-applications',
    {
      config: { access: 'jobseeker', forbiddenMessage: MESSAGES.onlyForJobseekers },
      schema: {
        tags: ['applications'],
        summary: "The caller's applications, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(applicationSchema), ...errors },
      },
    },
    async (request) => applications.listMine(callerOf(request).id),
  );

  r.get(
    '/job-applications/job-post/:id',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyForEmployers },
      schema: {
        tags: ['applications'],
        summary: "Applications to one of the caller's posts, oldest first, with applicant e-mails",
        security: [{ bearerAuth: [] }],
        params: jobIdParams,
        response: { 200: z.array(applicationSchema), ...errors },
      },
    },
    async (request) => applications.listForPost(request.params.id, callerOf(request)),
  );

  r.put(
    '/job-applications/:id',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyForEmployers },
      schema: {
        tags: ['applications'],
        summary: 'Accept or Reject a Pending application to own post; the applicant is e-mailed',
        security: [{ bearerAuth: [] }],
        params: applicationIdParams,
        body: applicationDecisionBodySchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) =>
      applications.decide(request.params.id, callerOf(request), request.body.status),
  );

  r.post(
    '/job-applications/bulk-reject',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyForEmployers },
      schema: {
        tags: ['applications'],
        summary: 'Reject many Pending applications to own post at once, each applicant mailed',
        description:
          '`{ job_post_id, application_ids?, message? }`: the listed applications, or every Pending one when none are listed; decided ones and ids of other posts are passed over. The reply lists the ids rejected (docs/decisions/035).',
        security: [{ bearerAuth: [] }],
        body: bulkRejectBodySchema,
        response: { 200: bulkRejectReplySchema, ...errors },
      },
    },
    async (request) => applications.bulkReject(callerOf(request), request.body),
  );

  r.delete(
    '/job-applications/:id',
    {
      config: { access: 'jobseeker', forbiddenMessage: MESSAGES.onlyForJobseekers },
      schema: {
        tags: ['applications'],
        summary:
          'Withdraw an own Pending application (it is deleted; the job may be applied to again)',
        description:
          "403 for someone else's application, 409 once it has been Accepted or Rejected (docs/decisions/033).",
        security: [{ bearerAuth: [] }],
        params: applicationIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await applications.withdraw(request.params.id, callerOf(request).id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/users/:id/responsiveness',
    {
      config: { access: 'public' },
      schema: {
        tags: ['applications'],
        summary: 'How an employer answers applicants: share decided and median time to decide',
        description:
          'Null until 5 applications count, and for members who are not employers (docs/decisions/035).',
        params: userIdParams,
        response: { 200: responsivenessReplySchema, ...errors },
      },
    },
    async (request) => ({
      responsiveness: await applications.responsiveness(request.params.id),
    }),
  );

  r.get(
    '/job-applications/check/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['applications'],
        summary: 'Has the caller applied to this job post? (false for non-jobseekers)',
        security: [{ bearerAuth: [] }],
        params: jobIdParams,
        response: { 200: hasAppliedReplySchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return {
        hasApplied:
          caller.role === 'jobseeker' &&
          (await applications.hasApplied(caller.id, request.params.id)),
      };
    },
  );
}

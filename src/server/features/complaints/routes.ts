import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPageQuerySchema } from '../../../shared/schemas/admin.ts';
import {
  adminComplaintQuerySchema,
  complaintCreateBodySchema,
  complaintIdParams,
  complaintResolveBodySchema,
  complaintSchema,
  parseComplaint,
} from '../../../shared/schemas/admin-content.ts';
import { apiErrorSchema, errorReplies } from '../../../shared/schemas/errors.ts';
import { badRequest } from '../../errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { ComplaintsService } from './service.ts';

const errors = errorReplies(400, 401, 403);

export async function complaintRoutes(
  app: FastifyInstance,
  opts: { complaints: ComplaintsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { complaints } = opts;

  r.post(
    '/complaints',
    {
      config: { access: 'user' },
      schema: {
        tags: ['complaints'],
        summary: 'Report a job post or a profile (any logged-in user)',
        description:
          "`{ reason, job_post_id }`, `{ reason, profile_id }`, or the /complaint form's `{ type: 'job_post' | 'profile', id, reason }`, each with an optional `category` (docs/decisions/040; 400 for an unknown one). 400 'Please fill in all fields.' when the reason or the target is missing, 400 as well for your own post or profile; 404 when the target does not exist; 409 while the same user's complaint about the same target is still Pending; at most 20 a user per hour (429).",
        security: [{ bearerAuth: [] }],
        body: complaintCreateBodySchema,
        response: {
          201: complaintSchema,
          ...errors,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const parsed = parseComplaint(request.body);
      if (!parsed.ok) throw badRequest(parsed.message, parsed.field ? { field: parsed.field } : {});
      const { id, role } = requireSession(request).user;
      return reply.code(201).send(await complaints.create({ id, role }, parsed.value));
    },
  );

  r.get(
    '/complaints',
    {
      config: { access: 'user' },
      schema: {
        tags: ['complaints'],
        summary: "The caller's own complaints with their outcome, newest first",
        description:
          'A bare array paged with `page` and `limit` (at most 500); the full count is in `X-Total-Count`.',
        security: [{ bearerAuth: [] }],
        querystring: adminPageQuerySchema,
        response: { 200: z.array(complaintSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { data, total } = await complaints.listOwn(
        requireSession(request).user.id,
        request.query,
      );
      reply.header('X-Total-Count', String(total));
      return data;
    },
  );

  r.get(
    '/admin/complaints',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['admin'],
        summary: 'Every complaint, newest first (admins)',
        description:
          'A bare array paged with `page` and `limit` (at most 500), optionally of one `status`; the full count is in `X-Total-Count`.',
        security: [{ bearerAuth: [] }],
        querystring: adminComplaintQuerySchema,
        response: { 200: z.array(complaintSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { data, total } = await complaints.adminList(request.query);
      reply.header('X-Total-Count', String(total));
      return data;
    },
  );

  r.post(
    '/admin/complaints/:id/resolve',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'complaint.resolve',
          target: 'complaint',
          details: (request) => {
            const body = request.body as { status: string; comment: string | null };
            return { status: body.status, comment: body.comment };
          },
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Resolve or reject a Pending complaint; the complainant is e-mailed the outcome',
        description:
          "`{ status: 'Resolved' | 'Rejected', comment }` (the comment is optional, up to 2,000 characters). 409 when the complaint is no longer Pending.",
        security: [{ bearerAuth: [] }],
        params: complaintIdParams,
        body: complaintResolveBodySchema,
        response: { 200: complaintSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      complaints.resolve(request.params.id, requireSession(request).user.id, request.body),
  );
}

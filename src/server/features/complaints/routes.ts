import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPageQuerySchema } from '../../../shared/schemas/admin.ts';
import {
  adminComplaintQuerySchema,
  complaintCreateBodySchema,
  complaintIdParams,
  complaintSchema,
  parseComplaint,
} from '../../../shared/schemas/admin-content.ts';
import { complaintResolveWithActionSchema } from '../../../shared/schemas/complaint-actions.ts';
import { apiErrorSchema, errorReplies } from '../../../shared/schemas/errors.ts';
import { badRequest } from '../../errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/service.ts';
import type { ComplaintsService } from './service.ts';

const errors = errorReplies(400, 401, 403);

export async function complaintRoutes(
  app: FastifyInstance,
  opts: { complaints: ComplaintsService; audit: AuditService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { complaints, audit } = opts;

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
            const body = request.body as { status: string; comment: string | null; action: string };
            const details = { status: body.status, comment: body.comment };
            return body.action === 'none' ? details : { ...details, action: body.action };
          },
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Resolve or reject a Pending complaint; the complainant is e-mailed the outcome',
        description:
          "`{ status: 'Resolved' | 'Rejected', comment }` (the comment is optional, up to 2,000 characters). 409 when the complaint is no longer Pending. An optional `action` with Resolved acts on the target as the admin's own calls do (docs/decisions/042): `unpublish_post` (Flag) or `delete_post` for a job post, `block_user` for the reported person or the post's employer; `none` (the default) leaves it. 400 for an action with Rejected or one that does not fit the target, 409 when the target is gone. The action gets its own audit entry (`job_post.flag`, `job_post.delete`, `user.block`).",
        security: [{ bearerAuth: [] }],
        params: complaintIdParams,
        body: complaintResolveWithActionSchema,
        response: { 200: complaintSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const { complaint, taken } = await complaints.resolve(
        request.params.id,
        user.id,
        request.body,
      );
      if (taken) {
        // The target's own entry, so its history in the audit log shows the action too.
        await audit.record({
          actor: { id: user.id, username: user.username },
          action: taken.action,
          targetType: taken.targetType,
          targetId: taken.targetId,
          details: { complaint_id: complaint.id },
          ip: request.ip,
        });
      }
      return complaint;
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  adminBillingSummarySchema,
  adminPlanRequestsQuerySchema,
  adminSetPlanBodySchema,
  billingOverviewSchema,
  employerPlanSchema,
  grantPlanRequestBodySchema,
  planRequestBodySchema,
  planRequestIdParams,
  planRequestSchema,
  refusePlanRequestBodySchema,
} from '../../../shared/schemas/billing.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { auditSubjects } from '../../plugins/audit.ts';
import { requireSession } from '../../plugins/auth.ts';
import { userIdParams } from '../profiles/params.ts';
import type { PlansService } from './plans.ts';

const errors = errorReplies(400, 401, 403, 404, 409);
const security = [{ bearerAuth: [] }];
const callerId = (request: FastifyRequest) => requireSession(request).user.id;

/**
 * Plans (docs/decisions/055): the employer's billing overview and plan requests, and the admins'
 * plan override, request queue and subscription figures. Stripe's calls are in stripe-routes.ts.
 */
export async function billingRoutes(app: FastifyInstance, opts: { plans: PlansService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { plans } = opts;

  r.get(
    '/billing',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyForEmployers },
      schema: {
        tags: ['billing'],
        summary: "The caller's plan, this month's posts, invoices and any pending plan request",
        description:
          "Posts are counted per calendar month in the profile's time zone (UTC without one): `posts.used` new posts since `posts.month_start`, `posts.left` before the limit (null: unlimited), reset at `posts.resets_at`. `checkout_available` says whether a paid plan is bought through Stripe Checkout (`POST /api/billing/checkout`) or asked for (`POST /api/billing/plan-requests`).",
        security,
        response: { 200: billingOverviewSchema, ...errors },
      },
    },
    async (request) => plans.overview(callerId(request)),
  );

  r.post(
    '/billing/plan-requests',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyForEmployers },
      schema: {
        tags: ['billing'],
        summary: 'Ask admins for a paid plan (the way to upgrade without online payment)',
        description:
          '`{ plan: "pro" | "enterprise", note? }`, the note at most 1,000 characters. 409 while another request is pending or for the plan already in force. Admins answer in their queue and the employer is e-mailed either way.',
        security,
        body: planRequestBodySchema,
        response: { 201: planRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await plans.request(callerId(request), request.body)),
  );

  r.post(
    '/billing/plan-requests/:id/withdraw',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyForEmployers },
      schema: {
        tags: ['billing'],
        summary: 'Withdraw an own pending plan request',
        description: "404 for someone else's request, 409 once answered.",
        security,
        params: planRequestIdParams,
        response: { 200: planRequestSchema, ...errors },
      },
    },
    async (request) => plans.withdraw(callerId(request), request.params.id),
  );

  r.get(
    '/admin/plan-requests',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['admin'],
        summary: 'Plan requests: the pending queue (oldest first) or answered ones',
        description:
          '`status` is pending (the default), granted, refused or withdrawn; at most 200.',
        security,
        querystring: adminPlanRequestsQuerySchema,
        response: { 200: z.array(planRequestSchema), ...errors },
      },
    },
    async (request) => plans.listRequests(request.query.status),
  );

  r.post(
    '/admin/plan-requests/:id/grant',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'plan_request.grant',
          target: 'plan_request',
          details: (request) => request.body,
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Grant a pending plan request; the employer is e-mailed',
        description:
          "`{ until }`: the last day of the plan (YYYY-MM-DD, in the employer's time zone), or null for no end. 409 once answered.",
        security,
        params: planRequestIdParams,
        body: grantPlanRequestBodySchema,
        response: { 200: planRequestSchema, ...errors },
      },
    },
    async (request) => {
      const granted = await plans.grant(callerId(request), request.params.id, request.body.until);
      auditSubjects(request, [granted.employer.id]);
      return granted;
    },
  );

  r.post(
    '/admin/plan-requests/:id/refuse',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'plan_request.refuse',
          target: 'plan_request',
          details: (request) => request.body,
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Refuse a pending plan request, with an optional note; the employer is e-mailed',
        security,
        params: planRequestIdParams,
        body: refusePlanRequestBodySchema,
        response: { 200: planRequestSchema, ...errors },
      },
    },
    async (request) => {
      const refused = await plans.refuse(
        callerId(request),
        request.params.id,
        request.body.note ?? null,
      );
      auditSubjects(request, [refused.employer.id]);
      return refused;
    },
  );

  r.post(
    '/admin/users/:id/plan',
    {
      config: {
        access: 'admin',
        audit: { action: 'user.set_plan', target: 'user', details: (request) => request.body },
      },
      schema: {
        tags: ['admin'],
        summary: "Set an employer's plan; the employer is e-mailed",
        description:
          "`{ plan, until }`: free, pro or enterprise; `until` is the last day (YYYY-MM-DD, in the employer's time zone) or null for no end, and must be empty for free. Posts already made are never touched. 409 for an account that is not an employer.",
        security,
        params: userIdParams,
        body: adminSetPlanBodySchema,
        response: { 200: employerPlanSchema, ...errors },
      },
    },
    async (request) => plans.setPlan(request.params.id, request.body),
  );

  r.get(
    '/admin/billing',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['admin'],
        summary: 'Subscription figures: employers per plan in force and monthly recurring revenue',
        description:
          '`mrr_cents` counts the paid plans in force at their list prices. `has_data` is false until any employer has had a paid plan or an invoice.',
        security,
        response: { 200: adminBillingSummarySchema, ...errors },
      },
    },
    async () => plans.summary(),
  );
}

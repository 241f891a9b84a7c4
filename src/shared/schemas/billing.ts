import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PAID_PLAN_IDS, PLAN_IDS, PLAN_NOTE_MAX_LENGTH, PLAN_REQUEST_STATUSES } from '../plans.ts';
import { blankAsAbsent } from './admin.ts';
import { isCalendarDate } from './admin-content.ts';
import { idField } from './numbers.ts';

/**
 * Plans and payments (docs/decisions/055): what an employer's plan allows, how they pay for it
 * (Stripe Checkout, or a plan request an admin answers) and what admins see of it.
 */

export const planIdSchema = z.enum(PLAN_IDS, { error: MESSAGES.planIdInvalid });
export const paidPlanIdSchema = z.enum(PAID_PLAN_IDS, { error: MESSAGES.paidPlanInvalid });

/** An optional note: trimmed, empty as none, at most PLAN_NOTE_MAX_LENGTH characters. */
const noteSchema = z.preprocess(
  blankAsAbsent,
  z
    .string({ error: MESSAGES.planNoteTooLong })
    .trim()
    .max(PLAN_NOTE_MAX_LENGTH, MESSAGES.planNoteTooLong)
    .optional(),
);

/**
 * The last day a plan given by an admin runs (inclusive, in the employer's time zone), or null
 * for no end. Absent is null.
 */
const untilSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .string({ error: MESSAGES.planUntilInvalid })
    .trim()
    .refine(isCalendarDate, MESSAGES.planUntilInvalid)
    .nullable(),
);

/** One invoice of the employer's Stripe subscription, as Stripe's webhooks reported it. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  /** Stripe's invoice number, such as 1A2B3C4D-0001; null until Stripe gives one. */
  number: z.string().nullable(),
  status: z.enum(['paid', 'failed']),
  amount_cents: z.number().int(),
  /** ISO 4217, lower case as Stripe writes it (usd). */
  currency: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
  /** Stripe's hosted invoice page, where the employer can read and pay it. */
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A plan request (the way to upgrade where no payment provider is configured). */
export const planRequestSchema = z.object({
  id: z.number().int(),
  plan: z.enum(PAID_PLAN_IDS),
  status: z.enum(PLAN_REQUEST_STATUSES),
  /** What the employer wrote with it. */
  note: z.string().nullable(),
  /** What the admin wrote with a refusal. */
  admin_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  employer: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    company_name: z.string().nullable(),
    /** The plan the employer is on now. */
    plan: z.enum(PLAN_IDS),
  }),
});
export type PlanRequest = z.infer<typeof planRequestSchema>;

/**
 * GET /api/billing: the signed-in employer's plan and this month's posts.
 * - `plan`: the plan in force now; a paid plan whose period ended reads free.
 * - `period_end`: when a paid plan renews or ends; null on free or for a plan given with no end.
 * - `renews`: a Stripe subscription that will renew at `period_end` (false once cancelled, or
 *   for a plan an admin gave).
 * - `payment_failed`: Stripe's last invoice for it failed; the plan runs to `period_end`.
 * - `posts`: new posts this calendar month in `timezone` (the profile's, else UTC); `limit` and
 *   `left` are null on an unlimited plan; `resets_at` is the next month's first instant there.
 * - `checkout_available`: Stripe is configured, so a paid plan is bought through Checkout;
 *   otherwise a plan request is the way.
 * - `portal_available`: the employer has a Stripe customer to manage in Stripe's portal.
 */
export const billingOverviewSchema = z.object({
  plan: z.enum(PLAN_IDS),
  period_end: z.string().nullable(),
  renews: z.boolean(),
  payment_failed: z.boolean(),
  source: z.enum(['stripe', 'admin']).nullable(),
  posts: z.object({
    limit: z.number().int().nullable(),
    used: z.number().int(),
    left: z.number().int().nullable(),
    month_start: z.string(),
    resets_at: z.string(),
    timezone: z.string(),
  }),
  invoices: z.array(invoiceSchema),
  checkout_available: z.boolean(),
  portal_available: z.boolean(),
  pending_request: planRequestSchema.nullable(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** POST /api/billing/checkout. */
export const checkoutBodySchema = z.object({ plan: paidPlanIdSchema });
/** POST /api/billing/checkout and /api/billing/portal: where to send the browser. */
export const redirectReplySchema = z.object({ url: z.string() });

/** POST /api/billing/plan-requests. */
export const planRequestBodySchema = z.object({ plan: paidPlanIdSchema, note: noteSchema });
export type PlanRequestBody = z.output<typeof planRequestBodySchema>;

export const planRequestIdParams = z.object({ id: idField(MESSAGES.planRequestIdInvalid) });

/** GET /api/admin/plan-requests: pending ones unless another status is asked for. */
export const adminPlanRequestsQuerySchema = z.object({
  status: z.preprocess(
    blankAsAbsent,
    z.enum(PLAN_REQUEST_STATUSES, { error: MESSAGES.planRequestStatusInvalid }).default('pending'),
  ),
});

/** POST /api/admin/plan-requests/:id/grant. */
export const grantPlanRequestBodySchema = z.object({ until: untilSchema });
/** POST /api/admin/plan-requests/:id/refuse. */
export const refusePlanRequestBodySchema = z.object({ note: noteSchema });

/** POST /api/admin/users/:id/plan: free takes no end date. */
export const adminSetPlanBodySchema = z
  .object({ plan: planIdSchema, until: untilSchema })
  .refine((body) => body.plan !== 'free' || body.until === null, {
    message: MESSAGES.planUntilForFree,
    path: ['until'],
  });
export type AdminSetPlan = z.output<typeof adminSetPlanBodySchema>;

/** An employer's plan as admins see and set it. */
export const employerPlanSchema = z.object({
  user_id: z.number().int(),
  plan: z.enum(PLAN_IDS),
  period_end: z.string().nullable(),
  /** The plan's last day (YYYY-MM-DD) in the employer's time zone; null with no end. */
  last_day: z.string().nullable(),
  source: z.enum(['stripe', 'admin']).nullable(),
});
export type EmployerPlan = z.infer<typeof employerPlanSchema>;

/**
 * GET /api/admin/billing: the dashboard's subscription figures. `has_data` is false until any
 * employer has had a paid plan; the dashboard then shows the spec's estimates, labelled so.
 * `mrr_cents` is the paid plans in force now at their list prices.
 */
export const adminBillingSummarySchema = z.object({
  has_data: z.boolean(),
  employers: z.object({
    free: z.number().int(),
    pro: z.number().int(),
    enterprise: z.number().int(),
  }),
  mrr_cents: z.number().int(),
  pending_requests: z.number().int(),
});
export type AdminBillingSummary = z.infer<typeof adminBillingSummarySchema>;

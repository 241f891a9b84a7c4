import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  isPlanId,
  PLANS,
  type PlanId,
  planLastDay,
  planLimitMessage,
} from '../../../shared/plans.ts';
import type {
  AdminBillingSummary,
  AdminSetPlan,
  BillingOverview,
  EmployerPlan,
  Invoice,
  PlanRequest,
  PlanRequestBody,
} from '../../../shared/schemas/billing.ts';
import { endOfLocalDate, isIanaTimezone, monthWindow } from '../../../shared/working-hours.ts';
import type { Database } from '../../db/client.ts';
import { employerPlans, invoices, jobPosts, planRequests, users } from '../../db/schema.ts';
import { AppError, conflict, invalidField, notFound } from '../../errors.ts';
import { renderMail } from '../../infra/mail-layout.ts';
import type { MailOutbox } from '../../infra/mail-outbox.ts';

/** The database or a drizzle transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

type PlanRow = typeof employerPlans.$inferSelect;

/** The most invoices GET /api/billing lists, newest first. */
const INVOICES_SHOWN = 24;

/** A profile's zone when the runtime knows it, else UTC: the zone a plan's month is read in. */
export const planZone = (timezone: string | null | undefined): string =>
  timezone && isIanaTimezone(timezone) ? timezone : 'UTC';

/**
 * The plan in force at `now` (docs/decisions/055): a row's paid plan while its period has not
 * ended (or has no end), else Free.
 */
export function planInForce(row: Pick<PlanRow, 'plan' | 'periodEnd'> | undefined, now: Date) {
  if (!row || row.plan === 'free') return 'free' as PlanId;
  if (row.periodEnd !== null && row.periodEnd.getTime() <= now.getTime()) return 'free' as PlanId;
  return row.plan;
}

/** The account's role and what a plan mail needs; undefined when there is none. */
export async function findAccount(executor: Executor, userId: number) {
  const [user] = await executor
    .select({
      id: users.id,
      role: users.role,
      username: users.username,
      email: users.email,
      timezone: users.timezone,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

type RequestRow = {
  request: typeof planRequests.$inferSelect;
  employer: { id: number; username: string; email: string; companyName: string | null };
  plan: Pick<PlanRow, 'plan' | 'periodEnd'> | null;
};

/**
 * Employer plans (docs/decisions/055): what each allows this month, the admins' overrides, and
 * plan requests where no payment provider is configured. Stripe's side (Checkout, the portal and
 * webhooks) writes the same rows from stripe.ts.
 */
export function createPlansService(deps: {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
  /** Whether Stripe Checkout is configured (the way to pay), and so plan requests are not. */
  checkoutAvailable: boolean;
  /** The clock plans are read by; tests move it across month boundaries. */
  now?: () => Date;
}) {
  const { db, outbox, publicUrl } = deps;
  const clock = deps.now ?? (() => new Date());

  async function planRow(executor: Executor, userId: number): Promise<PlanRow | undefined> {
    const [row] = await executor
      .select()
      .from(employerPlans)
      .where(eq(employerPlans.userId, userId))
      .limit(1);
    return row;
  }

  /** New posts an employer made in the calendar month holding `now`, in their zone. */
  async function usage(executor: Executor, employerId: number, timezone: string, now: Date) {
    const window = monthWindow(timezone, now.getTime());
    const [row] = await executor
      .select({ n: count() })
      .from(jobPosts)
      .where(
        and(
          eq(jobPosts.employerId, employerId),
          gte(jobPosts.createdAt, new Date(window.start)),
          lt(jobPosts.createdAt, new Date(window.end)),
        ),
      );
    return { used: row?.n ?? 0, start: new Date(window.start), end: new Date(window.end) };
  }

  async function employerOrFail(executor: Executor, userId: number) {
    const user = await findAccount(executor, userId);
    if (!user) throw notFound(MESSAGES.userNotFound);
    if (user.role !== 'employer') throw conflict(MESSAGES.planNotEmployer);
    return user;
  }

  /** Writes an admin's choice of plan: Free clears the period; Stripe's ids stay. */
  async function writeAdminPlan(
    executor: Executor,
    userId: number,
    plan: PlanId,
    periodEnd: Date | null,
  ) {
    const values = {
      plan,
      periodEnd: plan === 'free' ? null : periodEnd,
      source: 'admin' as const,
      renews: false,
      paymentFailed: false,
      updatedAt: new Date(),
    };
    await executor
      .insert(employerPlans)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: employerPlans.userId, set: values });
  }

  /** The last day (inclusive, in the employer's zone) as the instant the plan ends, or null. */
  function periodEndOf(until: string | null, timezone: string, now: Date): Date | null {
    if (until === null) return null;
    const end = new Date(endOfLocalDate(timezone, until));
    if (end.getTime() <= now.getTime()) {
      throw invalidField('until', MESSAGES.planUntilPast);
    }
    return end;
  }

  function planChangedMail(
    user: { username: string; email: string; timezone: string | null },
    plan: PlanId,
    periodEnd: Date | null,
  ) {
    const zone = planZone(user.timezone);
    const terms = PLANS[plan];
    const until = periodEnd
      ? ` until the end of ${new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'long' }).format(new Date(periodEnd.getTime() - 1))}`
      : '';
    const allows =
      terms.postsPerMonth === null
        ? 'unlimited job posts'
        : `${terms.postsPerMonth} new job post${terms.postsPerMonth === 1 ? '' : 's'} a month`;
    return {
      to: user.email,
      subject: `Your TalentBridge plan is now ${terms.name}`,
      ...renderMail({
        preheader: `${terms.name}: ${allows}.`,
        greeting: `Hi ${user.username},`,
        paragraphs: [
          `Your employer account is on the ${terms.name} plan${until}. It allows ${allows}, counted by calendar month in your time zone (${zone}).`,
          'Posts you already have stay as they are.',
        ],
        action: { label: 'See your plan', url: `${publicUrl}/profile#billing` },
        footer: 'You received this because the plan of your TalentBridge employer account changed.',
      }),
    };
  }

  async function enqueueMail(
    executor: Executor,
    userId: number,
    mail: ReturnType<typeof planChangedMail>,
  ) {
    await outbox.enqueue(executor, { ...mail, kind: 'billing', userId });
  }

  const toRequest = (row: RequestRow, now: Date): PlanRequest => ({
    id: row.request.id,
    plan: row.request.plan,
    status: row.request.status,
    note: row.request.note,
    admin_note: row.request.adminNote,
    created_at: row.request.createdAt.toISOString(),
    decided_at: iso(row.request.decidedAt),
    employer: {
      id: row.employer.id,
      username: row.employer.username,
      email: row.employer.email,
      company_name: row.employer.companyName,
      plan: planInForce(row.plan ?? undefined, now),
    },
  });

  function selectRequests(executor: Executor) {
    return executor
      .select({
        request: planRequests,
        employer: {
          id: users.id,
          username: users.username,
          email: users.email,
          companyName: users.companyName,
        },
        plan: { plan: employerPlans.plan, periodEnd: employerPlans.periodEnd },
      })
      .from(planRequests)
      .innerJoin(users, eq(users.id, planRequests.employerId))
      .leftJoin(employerPlans, eq(employerPlans.userId, planRequests.employerId));
  }

  async function requestOrFail(executor: Executor, id: number): Promise<RequestRow> {
    const [row] = await selectRequests(executor).where(eq(planRequests.id, id)).limit(1);
    if (!row) throw notFound(MESSAGES.planRequestNotFound);
    return row;
  }

  /** Locks a pending request for its answer; 404 or 409 otherwise. */
  async function lockPending(tx: Executor, id: number) {
    const [locked] = await tx
      .select({
        status: planRequests.status,
        employerId: planRequests.employerId,
        plan: planRequests.plan,
      })
      .from(planRequests)
      .where(eq(planRequests.id, id))
      .for('update');
    if (!locked) throw notFound(MESSAGES.planRequestNotFound);
    if (locked.status !== 'pending') throw conflict(MESSAGES.planRequestAnswered);
    return locked;
  }

  const service = {
    checkoutAvailable: deps.checkoutAvailable,

    /**
     * Refuses a new post over the plan's monthly limit (403 PLAN_LIMIT_REACHED). Call inside the
     * transaction that inserts the post: the employer's row is locked until it commits, so two
     * posts sent at once cannot both take the last slot.
     */
    async assertCanPost(tx: Executor, employerId: number): Promise<void> {
      const [user] = await tx
        .select({ timezone: users.timezone })
        .from(users)
        .where(eq(users.id, employerId))
        .for('update');
      if (!user) throw notFound(MESSAGES.userNotFound);
      const now = clock();
      const plan = planInForce(await planRow(tx, employerId), now);
      const limit = PLANS[plan].postsPerMonth;
      if (limit === null) return;
      const zone = planZone(user.timezone);
      const { used, end } = await usage(tx, employerId, zone, now);
      if (used >= limit) {
        throw new AppError(403, planLimitMessage(plan, end, zone), { code: 'PLAN_LIMIT_REACHED' });
      }
    },

    /** GET /api/billing. */
    async overview(employerId: number): Promise<BillingOverview> {
      const now = clock();
      const user = await employerOrFail(db, employerId);
      const zone = planZone(user.timezone);
      const [row, posts, invoiceRows, [pending]] = await Promise.all([
        planRow(db, employerId),
        usage(db, employerId, zone, now),
        db
          .select()
          .from(invoices)
          .where(eq(invoices.employerId, employerId))
          .orderBy(desc(invoices.createdAt), desc(invoices.id))
          .limit(INVOICES_SHOWN),
        selectRequests(db)
          .where(and(eq(planRequests.employerId, employerId), eq(planRequests.status, 'pending')))
          .limit(1),
      ]);
      const plan = planInForce(row, now);
      const limit = PLANS[plan].postsPerMonth;
      const isPaid = plan !== 'free';
      return {
        plan,
        period_end: isPaid ? iso(row?.periodEnd ?? null) : null,
        renews: isPaid && row?.source === 'stripe' && row.renews,
        payment_failed: isPaid && row?.source === 'stripe' && row.paymentFailed,
        source: isPaid ? (row?.source ?? null) : null,
        posts: {
          limit,
          used: posts.used,
          left: limit === null ? null : Math.max(0, limit - posts.used),
          month_start: posts.start.toISOString(),
          resets_at: posts.end.toISOString(),
          timezone: zone,
        },
        invoices: invoiceRows.map(
          (invoice): Invoice => ({
            id: invoice.id,
            number: invoice.number,
            status: invoice.status,
            amount_cents: invoice.amountCents,
            currency: invoice.currency,
            period_start: iso(invoice.periodStart),
            period_end: iso(invoice.periodEnd),
            created_at: invoice.createdAt.toISOString(),
            url: invoice.hostedUrl,
          }),
        ),
        checkout_available: deps.checkoutAvailable,
        portal_available: deps.checkoutAvailable && Boolean(row?.stripeCustomerId),
        pending_request: pending ? toRequest(pending, now) : null,
      };
    },

    /** The plans in force of some accounts (the admin Users table); absent ids are Free. */
    async plansOf(userIds: number[]): Promise<Map<number, EmployerPlan>> {
      const now = clock();
      const rows =
        userIds.length === 0
          ? []
          : await db
              .select({ plan: employerPlans, timezone: users.timezone })
              .from(employerPlans)
              .innerJoin(users, eq(users.id, employerPlans.userId))
              .where(inArray(employerPlans.userId, userIds));
      const byId = new Map(rows.map((row) => [row.plan.userId, row]));
      return new Map(
        userIds.map((id) => {
          const found = byId.get(id);
          const row = found?.plan;
          const plan = planInForce(row, now);
          const end = plan === 'free' ? null : (row?.periodEnd ?? null);
          return [
            id,
            {
              user_id: id,
              plan,
              period_end: iso(end),
              last_day: end ? planLastDay(end, planZone(found?.timezone)) : null,
              source: plan === 'free' ? null : (row?.source ?? null),
            },
          ];
        }),
      );
    },

    /** POST /api/admin/users/:id/plan: any plan, to a last day or with none; mailed. */
    async setPlan(userId: number, input: AdminSetPlan): Promise<EmployerPlan> {
      const now = clock();
      await db.transaction(async (tx) => {
        const user = await employerOrFail(tx, userId);
        const periodEnd = periodEndOf(input.until, planZone(user.timezone), now);
        await writeAdminPlan(tx, userId, input.plan, periodEnd);
        await enqueueMail(tx, userId, planChangedMail(user, input.plan, periodEnd));
      });
      outbox.nudge();
      return (await service.plansOf([userId])).get(userId) as EmployerPlan;
    },

    /** POST /api/billing/plan-requests: one pending at a time, never for the plan in force. */
    async request(employerId: number, input: PlanRequestBody): Promise<PlanRequest> {
      const now = clock();
      const id = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, employerId)).for('update');
        if (planInForce(await planRow(tx, employerId), now) === input.plan) {
          throw conflict(MESSAGES.planRequestSamePlan);
        }
        const [pending] = await tx
          .select({ id: planRequests.id })
          .from(planRequests)
          .where(and(eq(planRequests.employerId, employerId), eq(planRequests.status, 'pending')))
          .limit(1);
        if (pending) throw conflict(MESSAGES.planRequestPending);
        const [created] = await tx
          .insert(planRequests)
          .values({ employerId, plan: input.plan, note: input.note ?? null })
          .returning({ id: planRequests.id });
        return created?.id as number;
      });
      return toRequest(await requestOrFail(db, id), now);
    },

    /** POST /api/billing/plan-requests/:id/withdraw: the employer's own pending request. */
    async withdraw(employerId: number, id: number): Promise<PlanRequest> {
      await db.transaction(async (tx) => {
        const locked = await lockPending(tx, id);
        if (locked.employerId !== employerId) throw notFound(MESSAGES.planRequestNotFound);
        await tx
          .update(planRequests)
          .set({ status: 'withdrawn', decidedAt: new Date() })
          .where(eq(planRequests.id, id));
      });
      return toRequest(await requestOrFail(db, id), clock());
    },

    /** GET /api/admin/plan-requests: oldest first while pending (a queue), else newest first. */
    async listRequests(status: PlanRequest['status']): Promise<PlanRequest[]> {
      const now = clock();
      const order =
        status === 'pending'
          ? [planRequests.createdAt, planRequests.id]
          : [desc(planRequests.decidedAt), desc(planRequests.id)];
      const rows = await selectRequests(db)
        .where(eq(planRequests.status, status))
        .orderBy(...order)
        .limit(200);
      return rows.map((row) => toRequest(row, now));
    },

    /** Grants a pending request: the plan from now, to `until` or with no end; mailed. */
    async grant(adminId: number, id: number, until: string | null): Promise<PlanRequest> {
      const now = clock();
      await db.transaction(async (tx) => {
        const locked = await lockPending(tx, id);
        const user = await employerOrFail(tx, locked.employerId);
        const plan = locked.plan;
        const periodEnd = periodEndOf(until, planZone(user.timezone), now);
        await writeAdminPlan(tx, user.id, plan, periodEnd);
        await tx
          .update(planRequests)
          .set({ status: 'granted', decidedBy: adminId, decidedAt: now })
          .where(eq(planRequests.id, id));
        await enqueueMail(tx, user.id, planChangedMail(user, plan, periodEnd));
      });
      outbox.nudge();
      return toRequest(await requestOrFail(db, id), now);
    },

    /** Refuses a pending request, with the admin's note; mailed. */
    async refuse(adminId: number, id: number, note: string | null): Promise<PlanRequest> {
      const now = clock();
      await db.transaction(async (tx) => {
        const locked = await lockPending(tx, id);
        const user = await employerOrFail(tx, locked.employerId);
        await tx
          .update(planRequests)
          .set({ status: 'refused', adminNote: note, decidedBy: adminId, decidedAt: now })
          .where(eq(planRequests.id, id));
        const name = PLANS[locked.plan].name;
        await outbox.enqueue(tx, {
          kind: 'billing',
          userId: user.id,
          to: user.email,
          subject: `Your request for the ${name} plan`,
          ...renderMail({
            greeting: `Hi ${user.username},`,
            paragraphs: [
              `We could not set up the ${name} plan you asked for, so your plan stays as it is.`,
              ...(note ? [`Our note: ${note}`] : []),
              'Reply to this message or write to us through the contact page if you have questions.',
            ],
            action: { label: 'See plans', url: `${publicUrl}/pricing` },
            footer:
              'You received this because you asked for a plan for your TalentBridge employer account.',
          }),
        });
      });
      outbox.nudge();
      return toRequest(await requestOrFail(db, id), now);
    },

    /** GET /api/admin/billing: employers per plan in force, and the recurring revenue. */
    async summary(): Promise<AdminBillingSummary> {
      const now = clock();
      const [[employers], paid, [everPaid], [pendingRow]] = await Promise.all([
        db.select({ n: count() }).from(users).where(eq(users.role, 'employer')),
        db
          .select({ plan: employerPlans.plan, n: count() })
          .from(employerPlans)
          .innerJoin(users, eq(users.id, employerPlans.userId))
          .where(
            and(
              sql`${employerPlans.plan} <> 'free'`,
              sql`(${employerPlans.periodEnd} is null or ${employerPlans.periodEnd} > ${now.toISOString()}::timestamptz)`,
            ),
          )
          .groupBy(employerPlans.plan),
        db
          .select({
            has: sql<boolean>`(exists (select 1 from ${employerPlans} where ${employerPlans.plan} <> 'free') or exists (select 1 from ${invoices}))`,
          })
          .from(sql`(select 1) as one`),
        db.select({ n: count() }).from(planRequests).where(eq(planRequests.status, 'pending')),
      ]);
      const byPlan = { free: 0, pro: 0, enterprise: 0 };
      for (const row of paid) if (isPlanId(row.plan)) byPlan[row.plan] = row.n;
      byPlan.free = Math.max(0, (employers?.n ?? 0) - byPlan.pro - byPlan.enterprise);
      return {
        has_data: Boolean(everPaid?.has),
        employers: byPlan,
        mrr_cents:
          byPlan.pro * PLANS.pro.priceCents + byPlan.enterprise * PLANS.enterprise.priceCents,
        pending_requests: pendingRow?.n ?? 0,
      };
    },
  };
  return service;
}

export type PlansService = ReturnType<typeof createPlansService>;

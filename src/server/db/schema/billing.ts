import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { belongsTo, happenedAt, timestamps } from './columns.ts';

/**
 * An employer's plan (docs/decisions/055): one row once the employer has had anything but the
 * default Free. The plan in force is `plan` while `period_end` is null or later than now, else
 * Free; nothing else has to run when a period ends.
 * - `source`: who set it last: `stripe` (its webhooks) or `admin` (a grant or an override).
 * - `stripe_*`: the employer's Stripe customer and subscription, once Checkout made them.
 * - `stripe_state_at`: the `created` time of the newest Stripe event applied to the
 *   subscription, so an older event that arrives late changes nothing.
 * - `payment_failed`: Stripe's latest invoice failed; the plan still runs to `period_end`.
 */
export const employerPlans = pgTable(
  'employer_plans',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['free', 'pro', 'enterprise'] })
      .notNull()
      .default('free'),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    source: text('source', { enum: ['stripe', 'admin'] }),
    renews: boolean('renews').notNull().default(false),
    paymentFailed: boolean('payment_failed').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeStateAt: bigint('stripe_state_at', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employer_plans_stripe_customer_unique').on(t.stripeCustomerId),
    uniqueIndex('employer_plans_stripe_subscription_unique').on(t.stripeSubscriptionId),
    check('employer_plans_plan_check', sql`${t.plan} in ('free', 'pro', 'enterprise')`),
    check('employer_plans_source_check', sql`${t.source} in ('stripe', 'admin')`),
  ],
);

/**
 * Every Stripe event the webhook accepted, by its id: a second delivery of the same event (a
 * retry or a replay) finds its row and changes nothing (docs/decisions/055).
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: happenedAt('received_at'),
});

/** An invoice of an employer's Stripe subscription, paid or failed, as its webhook said. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employerId: belongsTo('employer_id', () => users.id),
    stripeInvoiceId: text('stripe_invoice_id').notNull(),
    number: text('number'),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    hostedUrl: text('hosted_url'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('invoices_stripe_unique').on(t.stripeInvoiceId),
    index('invoices_employer_idx').on(t.employerId, t.createdAt),
    check('invoices_status_check', sql`${t.status} in ('paid', 'failed')`),
  ],
);

/**
 * An employer's request for a paid plan, answered by an admin (docs/decisions/055): the way to
 * upgrade where no payment provider is configured. At most one pending per employer.
 */
export const planRequests = pgTable(
  'plan_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employerId: belongsTo('employer_id', () => users.id),
    plan: text('plan', { enum: ['pro', 'enterprise'] }).notNull(),
    status: text('status', { enum: ['pending', 'granted', 'refused', 'withdrawn'] })
      .notNull()
      .default('pending'),
    note: text('note'),
    adminNote: text('admin_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('plan_requests_one_pending').on(t.employerId).where(sql`${t.status} = 'pending'`),
    index('plan_requests_status_idx').on(t.status, t.createdAt),
    check('plan_requests_plan_check', sql`${t.plan} in ('pro', 'enterprise')`),
    check(
      'plan_requests_status_check',
      sql`${t.status} in ('pending', 'granted', 'refused', 'withdrawn')`,
    ),
  ],
);

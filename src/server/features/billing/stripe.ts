import { and, eq, isNull, ne } from 'drizzle-orm';
import Stripe from 'stripe';
import { MESSAGES } from '../../../shared/messages.ts';
import { isPlanId, type PaidPlanId, PLANS } from '../../../shared/plans.ts';
import type { StripeConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { billingEvents, employerPlans, invoices } from '../../db/schema.ts';
import { AppError, conflict } from '../../errors.ts';
import { renderMail } from '../../infra/mail-layout.ts';
import type { MailOutbox } from '../../infra/mail-outbox.ts';
import { storableText } from '../../security/text-guard.ts';
import { type Executor, findAccount, planInForce, planZone } from './plans.ts';

type PlanRow = typeof employerPlans.$inferSelect;
type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/**
 * Where the Stripe client sends its calls. Production leaves it unset (api.stripe.com over
 * HTTPS); tests point it at a local stand-in for Stripe's API (test/stripe-stand-in.ts).
 */
export type StripeApiEndpoint = { host: string; port: number; protocol: 'http' | 'https' };

/** What POST /api/billing/webhook answers Stripe. */
export type WebhookReceipt = { received: true; duplicate?: true };

/** The subscription events the webhook applies (docs/decisions/055). */
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

// Event payloads are read field by field: a signed event may still lack a field this code
// expects (another API version, a hand-made test event), and that must not become a 500.
type Json = Record<string, unknown>;
const asObject = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Json)
    : undefined;
const asString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? (storableText(value) as string) : undefined;
const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
/** A Stripe reference: an id, or the expanded object carrying it. */
const idOf = (value: unknown): string | undefined =>
  asString(value) ?? asString(asObject(value)?.id);
const firstOf = (list: unknown): Json | undefined => {
  const data = asObject(list)?.data;
  return Array.isArray(data) ? asObject(data[0]) : undefined;
};
/** A Stripe timestamp (seconds) as a Date. */
const instant = (seconds: number | undefined) =>
  seconds === undefined ? undefined : new Date(seconds * 1000);
/** Our user id as Checkout's client_reference_id or a metadata user_id carries it. */
const userIdOf = (value: unknown): number | undefined => {
  const text = asString(value);
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
};
const paidPlanOf = (value: unknown): PaidPlanId | undefined => {
  const text = asString(value);
  return text && isPlanId(text) && text !== 'free' ? text : undefined;
};

/** One calendar month after `date`, in UTC (a monthly price's first period, until Stripe says). */
function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** An event the webhook records but does not apply, with why (logged). */
class Skip {
  constructor(readonly reason: string) {}
}

/**
 * Stripe's side of paid plans (docs/decisions/055): Checkout sessions to subscribe, customer
 * portal sessions to manage, and the webhook that turns Stripe's events into employer_plans and
 * invoices rows. Without `config` (no STRIPE_* variables) every call answers its "not
 * configured" error and nothing talks to Stripe.
 */
export function createStripeBilling(deps: {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
  config: StripeConfig | undefined;
  /** Tests only: a local stand-in for Stripe's API. */
  api?: StripeApiEndpoint;
  /** The clock plans are read by; tests move it. */
  now?: () => Date;
  log: Log;
}) {
  const { db, outbox, publicUrl, config, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const stripe = config
    ? new Stripe(config.secretKey, {
        // Checkout and the portal are called while the employer waits.
        timeout: 20_000,
        maxNetworkRetries: 1,
        telemetry: false,
        ...(deps.api ?? {}),
      })
    : undefined;

  /** Stripe's Price id of each paid plan, the other way round. */
  const planOfPrice = new Map<string, PaidPlanId>(
    config
      ? [
          [config.prices.pro, 'pro'],
          [config.prices.enterprise, 'enterprise'],
        ]
      : [],
  );

  /** A Stripe API call; any failure is logged and answered 502 (nothing was charged). */
  async function call<T>(what: string, userId: number, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log.error({ err: error, userId, stripeCall: what }, 'stripe api call failed');
      throw new AppError(502, MESSAGES.paymentProviderFailed);
    }
  }

  async function employer(executor: Executor, userId: number) {
    const user = await findAccount(executor, userId);
    return user?.role === 'employer' ? user : undefined;
  }

  async function planRow(executor: Executor, userId: number) {
    const [row] = await executor
      .select()
      .from(employerPlans)
      .where(eq(employerPlans.userId, userId))
      .limit(1);
    return row;
  }

  /** The employer's plan row, made Free if absent, locked until the transaction ends. */
  async function lockRow(tx: Executor, userId: number): Promise<PlanRow> {
    await tx.insert(employerPlans).values({ userId, plan: 'free' }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(employerPlans)
      .where(eq(employerPlans.userId, userId))
      .for('update');
    return row as PlanRow;
  }

  /** Whether another employer's row already holds this customer or subscription id. */
  async function heldByOther(
    tx: Executor,
    userId: number,
    column: typeof employerPlans.stripeCustomerId | typeof employerPlans.stripeSubscriptionId,
    value: string | undefined,
  ) {
    if (!value) return false;
    const [other] = await tx
      .select({ userId: employerPlans.userId })
      .from(employerPlans)
      .where(and(eq(column, value), ne(employerPlans.userId, userId)))
      .limit(1);
    return other !== undefined;
  }

  async function writeRow(tx: Executor, userId: number, values: Partial<PlanRow>) {
    await tx
      .update(employerPlans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(employerPlans.userId, userId));
  }

  /** The employer a Stripe object names: by our metadata user_id, else by its customer. */
  async function employerFor(tx: Executor, metadataUserId: unknown, customerId?: string) {
    const byMetadata = userIdOf(metadataUserId);
    if (byMetadata !== undefined) {
      const user = await employer(tx, byMetadata);
      if (user) return user;
    }
    if (!customerId) return undefined;
    const [row] = await tx
      .select({ userId: employerPlans.userId })
      .from(employerPlans)
      .where(eq(employerPlans.stripeCustomerId, customerId))
      .limit(1);
    return row ? employer(tx, row.userId) : undefined;
  }

  /** The employer's Stripe customer: the stored one, else a new one stored for next time. */
  async function customerFor(stripe: Stripe, user: { id: number; email: string }) {
    await db.insert(employerPlans).values({ userId: user.id, plan: 'free' }).onConflictDoNothing();
    const stored = (await planRow(db, user.id))?.stripeCustomerId;
    if (stored) return stored;
    const customer = await call('customers.create', user.id, () =>
      stripe.customers.create({ email: user.email, metadata: { user_id: String(user.id) } }),
    );
    // Two checkouts at once may both create one: the first stored wins, the other stays unused.
    await db
      .update(employerPlans)
      .set({ stripeCustomerId: customer.id, updatedAt: new Date() })
      .where(and(eq(employerPlans.userId, user.id), isNull(employerPlans.stripeCustomerId)));
    return (await planRow(db, user.id))?.stripeCustomerId ?? customer.id;
  }

  // --- Webhook events (docs/decisions/055) -------------------------------------------------

  /**
   * checkout.session.completed: links the Stripe customer and subscription to the employer the
   * session was made for. The plan is set from the session's metadata, to one month from now,
   * only until the subscription's own event (which carries the real period) has been applied.
   */
  async function checkoutCompleted(tx: Executor, event: Json, session: Json) {
    const userId =
      userIdOf(session.client_reference_id) ?? userIdOf(asObject(session.metadata)?.user_id);
    if (userId === undefined) return new Skip('checkout session without our user id');
    const user = await employer(tx, userId);
    if (!user) return new Skip('checkout session for an account that is not an employer');
    if (asString(session.mode) !== 'subscription') return new Skip('not a subscription checkout');
    const customerId = idOf(session.customer);
    const subscriptionId = idOf(session.subscription);
    const row = await lockRow(tx, userId);
    if (
      (await heldByOther(tx, userId, employerPlans.stripeCustomerId, customerId)) ||
      (await heldByOther(tx, userId, employerPlans.stripeSubscriptionId, subscriptionId))
    ) {
      return new Skip('customer or subscription linked to another employer');
    }
    const values: Partial<PlanRow> = {};
    if (customerId) values.stripeCustomerId = customerId;
    const plan = paidPlanOf(asObject(session.metadata)?.plan);
    const paid = ['paid', 'no_payment_required'].includes(asString(session.payment_status) ?? '');
    const alreadyApplied =
      row.stripeSubscriptionId === subscriptionId && row.stripeStateAt !== null;
    if (subscriptionId && plan && paid && !alreadyApplied) {
      const created = instant(asNumber(event.created)) ?? clock();
      Object.assign(values, {
        plan,
        periodEnd: oneMonthAfter(created),
        source: 'stripe',
        renews: true,
        paymentFailed: false,
        stripeSubscriptionId: subscriptionId,
      } satisfies Partial<PlanRow>);
    }
    if (Object.keys(values).length > 0) await writeRow(tx, userId, values);
    return undefined;
  }

  /** The period a subscription is paid to: its item's (newer API), else its own (older). */
  const subscriptionPeriodEnd = (subscription: Json) =>
    instant(
      asNumber(firstOf(subscription.items)?.current_period_end) ??
        asNumber(subscription.current_period_end),
    );

  /**
   * customer.subscription.created|updated|deleted: the plan, its period and whether it renews,
   * from the subscription as it was when the event was made. An event older than the newest one
   * applied (stripe_state_at) changes nothing; at the same second a deletion wins. A deleted
   * subscription's id is cleared from the row, which is how a same-second update knows.
   */
  async function subscriptionChanged(tx: Executor, event: Json, subscription: Json) {
    const subscriptionId = idOf(subscription.id);
    const created = asNumber(event.created);
    if (!subscriptionId || created === undefined) return new Skip('subscription without id');
    const customerId = idOf(subscription.customer);
    const user = await employerFor(tx, asObject(subscription.metadata)?.user_id, customerId);
    if (!user) return new Skip('subscription of no employer here');
    const row = await lockRow(tx, user.id);
    const deleted = asString(event.type) === 'customer.subscription.deleted';
    const status = deleted ? 'canceled' : (asString(subscription.status) ?? '');
    const ending = ['canceled', 'incomplete_expired'].includes(status);
    if (row.stripeStateAt !== null) {
      if (created < row.stripeStateAt) return new Skip('older than the state applied');
      const deletedThen = row.stripeSubscriptionId === null;
      if (created === row.stripeStateAt && deletedThen && !ending) {
        return new Skip('a deletion at the same second wins');
      }
    }
    const current = row.stripeSubscriptionId;
    const isCurrent = current === null || current === subscriptionId;
    const active = status === 'active' || status === 'trialing';
    if (!isCurrent && !active) return new Skip('not the employer’s current subscription');
    if (
      (await heldByOther(tx, user.id, employerPlans.stripeSubscriptionId, subscriptionId)) ||
      (await heldByOther(tx, user.id, employerPlans.stripeCustomerId, customerId))
    ) {
      return new Skip('customer or subscription linked to another employer');
    }
    const linked: Partial<PlanRow> = {
      stripeStateAt: created,
      stripeSubscriptionId: subscriptionId,
      ...(row.stripeCustomerId === null && customerId ? { stripeCustomerId: customerId } : {}),
    };
    if (active) {
      const item = firstOf(subscription.items);
      const priceId = idOf(asObject(item)?.price);
      const plan =
        (priceId ? planOfPrice.get(priceId) : undefined) ??
        paidPlanOf(asObject(subscription.metadata)?.plan);
      const periodEnd = subscriptionPeriodEnd(subscription);
      if (!plan || !periodEnd)
        return new Skip('active subscription without a known price or period');
      const cancels =
        subscription.cancel_at_period_end === true ||
        asNumber(subscription.cancel_at) !== undefined;
      await writeRow(tx, user.id, {
        ...linked,
        plan,
        periodEnd,
        source: 'stripe',
        renews: !cancels,
        // A new subscription starts clean; an existing one's failure is cleared by invoice.paid.
        ...(current !== subscriptionId ? { paymentFailed: false } : {}),
      });
    } else if (status === 'past_due') {
      // Stripe is retrying the payment: the plan keeps its period end and is not extended
      // (docs/decisions/055). At a renewal Stripe moves the period on (an `active` update)
      // before it charges, so this is the grace of its retries, ended by the deletion that
      // follows when they all fail, or by `unpaid` below.
      await writeRow(tx, user.id, { ...linked, source: 'stripe', paymentFailed: true });
    } else if (status === 'unpaid') {
      // Retries are over and the subscription is left unpaid: the plan ends where the last paid
      // period did (the current period's start), or now, whichever is earlier than what it had.
      const paidTo =
        instant(
          asNumber(firstOf(subscription.items)?.current_period_start) ??
            asNumber(subscription.current_period_start),
        ) ?? clock();
      const periodEnd =
        row.periodEnd && row.periodEnd.getTime() < paidTo.getTime() ? row.periodEnd : paidTo;
      await writeRow(tx, user.id, {
        ...linked,
        source: 'stripe',
        paymentFailed: true,
        ...(row.plan === 'free' ? {} : { periodEnd }),
      });
    } else if (ending || status === 'paused') {
      const now = clock();
      const endedAt = instant(asNumber(subscription.ended_at)) ?? now;
      // A plan an admin set since stays theirs; Stripe's ids go.
      const ends =
        row.source === 'admin'
          ? {}
          : {
              periodEnd:
                row.periodEnd && row.periodEnd.getTime() < endedAt.getTime()
                  ? row.periodEnd
                  : endedAt,
              source: 'stripe' as const,
              renews: false,
              paymentFailed: false,
            };
      await writeRow(tx, user.id, {
        ...linked,
        ...ends,
        ...(ending ? { stripeSubscriptionId: null } : {}),
      });
    } else {
      // incomplete: Checkout has not been paid yet; only the ids are kept.
      await writeRow(tx, user.id, linked);
    }
    return undefined;
  }

  /** The subscription an invoice bills: its parent's (newer API), else its own field (older). */
  const invoiceSubscription = (invoice: Json) =>
    idOf(asObject(asObject(invoice.parent)?.subscription_details)?.subscription) ??
    idOf(invoice.subscription) ??
    idOf(
      asObject(asObject(firstOf(invoice.lines)?.parent)?.subscription_item_details)?.subscription,
    );

  /**
   * invoice.paid and invoice.payment_failed: the invoice row (paid wins over failed, whatever
   * the order), and the plan's payment_failed flag. A paid invoice of the current subscription
   * may move period_end later; a failed one leaves it, so the plan falls back to Free there.
   */
  async function invoiceChanged(tx: Executor, event: Json, invoice: Json) {
    const invoiceId = idOf(invoice.id);
    if (!invoiceId) return new Skip('invoice without id');
    const paid = asString(event.type) === 'invoice.paid';
    const customerId = idOf(invoice.customer);
    const metadata = asObject(asObject(asObject(invoice.parent)?.subscription_details)?.metadata);
    const user = await employerFor(tx, metadata?.user_id, customerId);
    if (!user) return new Skip('invoice of no employer here');
    const amount = asNumber(paid ? invoice.amount_paid : invoice.amount_due);
    const currency = asString(invoice.currency);
    if (amount === undefined || currency === undefined) return new Skip('invoice without amount');
    const period = asObject(firstOf(invoice.lines)?.period);
    const periodStart = instant(asNumber(period?.start) ?? asNumber(invoice.period_start));
    const periodEnd = instant(asNumber(period?.end) ?? asNumber(invoice.period_end));
    const status = paid ? ('paid' as const) : ('failed' as const);
    const fields = {
      number: asString(invoice.number) ?? null,
      amountCents: Math.round(amount),
      currency: currency.toLowerCase(),
      periodStart: periodStart ?? null,
      periodEnd: periodEnd ?? null,
      hostedUrl: asString(invoice.hosted_invoice_url) ?? null,
    };
    const [existing] = await tx
      .select({ status: invoices.status })
      .from(invoices)
      .where(eq(invoices.stripeInvoiceId, invoiceId))
      .for('update');
    if (!existing) {
      await tx.insert(invoices).values({
        employerId: user.id,
        stripeInvoiceId: invoiceId,
        status,
        ...fields,
        createdAt: instant(asNumber(invoice.created)) ?? clock(),
      });
    } else if (existing.status !== 'paid') {
      await tx
        .update(invoices)
        .set({ status, ...fields })
        .where(eq(invoices.stripeInvoiceId, invoiceId));
    } else if (!paid) {
      return new Skip('a failure of an invoice already paid');
    }

    const row = await lockRow(tx, user.id);
    const subscriptionId = invoiceSubscription(invoice);
    if (!subscriptionId || subscriptionId !== row.stripeSubscriptionId) return undefined;
    if (paid) {
      const later =
        row.plan !== 'free' &&
        periodEnd !== undefined &&
        row.periodEnd !== null &&
        periodEnd.getTime() > row.periodEnd.getTime();
      await writeRow(tx, user.id, {
        source: 'stripe',
        paymentFailed: false,
        ...(later ? { periodEnd } : {}),
      });
      return undefined;
    }
    await writeRow(tx, user.id, { source: 'stripe', paymentFailed: true });
    await outbox.enqueue(tx, {
      kind: 'billing',
      userId: user.id,
      // Stripe retries a failed invoice several times: one mail per invoice is enough.
      dedupeKey: `stripe-invoice-failed:${invoiceId}`,
      ...paymentFailedMail(user, row, fields.hostedUrl),
    });
    return 'mailed' as const;
  }

  function paymentFailedMail(
    user: { username: string; email: string; timezone: string | null },
    row: PlanRow,
    invoiceUrl: string | null,
  ) {
    const zone = planZone(user.timezone);
    const plan = planInForce(row, clock());
    const name = PLANS[row.plan].name;
    const until =
      plan !== 'free' && row.periodEnd
        ? `Your ${name} plan stays in force while the payment is tried again, at the latest until the end of ${new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'long' }).format(new Date(row.periodEnd.getTime() - 1))}. If no payment goes through, your account moves to the Free plan.`
        : 'Until a payment goes through, your account is on the Free plan.';
    return {
      to: user.email,
      subject: `Your payment for the TalentBridge ${name} plan failed`,
      ...renderMail({
        preheader: 'Update your payment method to keep your plan.',
        greeting: `Hi ${user.username},`,
        paragraphs: [
          `We could not take the payment for your ${name} plan. ${until}`,
          'Update your card or pay the invoice from Manage billing on your profile. Stripe will also try the payment again over the next days.',
          ...(invoiceUrl ? [`The invoice: ${invoiceUrl}`] : []),
        ],
        action: { label: 'Manage billing', url: `${publicUrl}/profile#billing` },
        footer: 'You received this because a payment for your TalentBridge employer plan failed.',
      }),
    };
  }

  const service = {
    configured: stripe !== undefined,

    /** POST /api/billing/checkout: a Checkout session for a paid plan; its url. */
    async checkout(userId: number, plan: PaidPlanId): Promise<{ url: string }> {
      if (!stripe || !config) throw conflict(MESSAGES.checkoutNotConfigured);
      const user = await employer(db, userId);
      if (!user) throw conflict(MESSAGES.planNotEmployer);
      const row = await planRow(db, userId);
      if (
        row?.source === 'stripe' &&
        row.stripeSubscriptionId &&
        planInForce(row, clock()) !== 'free'
      ) {
        throw conflict(MESSAGES.checkoutAlreadySubscribed);
      }
      const customer = await customerFor(stripe, user);
      const metadata = { user_id: String(userId), plan };
      const session = await call('checkout.sessions.create', userId, () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          line_items: [{ price: config.prices[plan], quantity: 1 }],
          client_reference_id: String(userId),
          metadata,
          subscription_data: { metadata },
          success_url: `${publicUrl}/profile?billing=success#billing`,
          cancel_url: `${publicUrl}/pricing?checkout=cancelled`,
        }),
      );
      if (!session.url) {
        log.error({ userId, session: session.id }, 'stripe checkout session without url');
        throw new AppError(502, MESSAGES.paymentProviderFailed);
      }
      return { url: session.url };
    },

    /** POST /api/billing/portal: a customer portal session; its url. */
    async portal(userId: number): Promise<{ url: string }> {
      const customer = stripe ? (await planRow(db, userId))?.stripeCustomerId : null;
      if (!stripe || !customer) throw conflict(MESSAGES.portalNotAvailable);
      const session = await call('billingPortal.sessions.create', userId, () =>
        stripe.billingPortal.sessions.create({
          customer,
          return_url: `${publicUrl}/profile#billing`,
        }),
      );
      return { url: session.url };
    },

    /**
     * POST /api/billing/webhook: verifies the signature over the raw body (with Stripe's default
     * tolerance of 300 s, so an old signed payload replayed later is refused), then records the
     * event id and applies it in one transaction: a second delivery of an id changes nothing.
     */
    async webhook(raw: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
      if (!stripe || !config) throw new AppError(404, MESSAGES.stripeWebhookNotConfigured);
      let parsed: unknown;
      try {
        if (!signature) throw new Error('no Stripe-Signature header');
        parsed = stripe.webhooks.constructEvent(raw, signature, config.webhookSecret);
      } catch (error) {
        log.warn({ err: error }, 'stripe webhook refused: bad signature');
        throw new AppError(400, MESSAGES.stripeSignatureInvalid, { code: 'MALFORMED_REQUEST' });
      }
      // Signed by Stripe, so not a client's mistake; but not an event this code can read either.
      const event = asObject(parsed) ?? {};
      const id = asString(event.id);
      const type = asString(event.type);
      if (!id || !type) {
        log.warn({ id, type }, 'stripe webhook without event id or type: ignored');
        return { received: true };
      }
      const object = asObject(asObject(event.data)?.object) ?? {};
      let mailed = false;
      const outcome = await db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(billingEvents)
          .values({ id, type })
          .onConflictDoNothing()
          .returning({ id: billingEvents.id });
        if (!recorded) return 'duplicate' as const;
        let result: Skip | 'mailed' | undefined;
        if (type === 'checkout.session.completed') {
          result = await checkoutCompleted(tx, event, object);
        } else if (SUBSCRIPTION_EVENTS.has(type)) {
          result = await subscriptionChanged(tx, event, object);
        } else if (type === 'invoice.paid' || type === 'invoice.payment_failed') {
          result = await invoiceChanged(tx, event, object);
        } else {
          result = new Skip('an event type this app does not use');
        }
        if (result instanceof Skip) {
          log.info(
            { event: id, type, reason: result.reason },
            'stripe event recorded, not applied',
          );
        }
        mailed = result === 'mailed';
        return 'applied' as const;
      });
      if (mailed) outbox.nudge();
      return outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true };
    },
  };
  return service;
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;

import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { BillingOverview } from '../../../shared/schemas/billing.ts';
import type { StripeConfig } from '../../config.ts';
import { billingEvents, employerPlans, invoices, mailOutbox } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  createAdmin,
  createEmployer,
  createJobseeker,
  type TestUser,
} from '../../test/factories.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';

/**
 * Stripe's side of plans (docs/decisions/055): Checkout and the portal against a local stand-in
 * for Stripe's API, and the webhook with events signed as Stripe signs them.
 */

const STRIPE: StripeConfig = {
  secretKey: 'sk_test_123',
  webhookSecret: 'whsec_test_0123456789abcdef',
  prices: { pro: 'price_pro_test', enterprise: 'price_ent_test' },
};
const PUBLIC_URL = 'http://localhost:3000';
const DAY = 24 * 3600;

let stand: StripeStandIn;
let t: TestApp;
/** The clock plans are read by: real time unless a test moves it. */
let clockNow: Date | undefined;
const api = client(() => t.app);
const nowSeconds = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

beforeAll(async () => {
  stand = await startStripeStandIn();
  t = await createTestApp({
    config: { stripe: STRIPE, publicUrl: PUBLIC_URL },
    stripeApi: stand.endpoint,
    clock: () => clockNow ?? new Date(),
  });
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

async function overview(user: TestUser): Promise<BillingOverview> {
  const response = await api.as(user).get('/api/billing');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BillingOverview>();
}

/** A new employer on Free (the fixtures put employers on Enterprise unless told). */
async function freeEmployer(): Promise<TestUser> {
  const employer = await createEmployer(t.app, { plan: 'free' });
  expect((await overview(employer)).plan).toBe('free');
  return employer;
}

async function planRow(userId: number) {
  const [row] = await t.database.db
    .select()
    .from(employerPlans)
    .where(eq(employerPlans.userId, userId));
  return row;
}

// --- Events as Stripe sends them ---------------------------------------------------------

type EventOptions = { id?: string; created?: number };

function eventJson(type: string, object: Record<string, unknown>, options: EventOptions = {}) {
  return JSON.stringify({
    id: options.id ?? randomId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? nowSeconds(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE.webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}

function deliver(payload: string, signature: string | null = sign(payload)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}

async function send(type: string, object: Record<string, unknown>, options: EventOptions = {}) {
  const response = await deliver(eventJson(type, object, options));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ received: boolean; duplicate?: boolean }>();
}

type Subscription = {
  id: string;
  customer: string;
  userId: number;
  price?: string;
  status?: string;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  endedAt?: number | null;
  plan?: string;
};

function subscription(s: Subscription) {
  const periodEnd = s.periodEnd ?? nowSeconds() + 30 * DAY;
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status ?? 'active',
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: null,
    ended_at: s.endedAt ?? null,
    created: nowSeconds() - DAY,
    start_date: nowSeconds() - DAY,
    livemode: false,
    metadata: { user_id: String(s.userId), plan: s.plan ?? 'pro' },
    items: {
      object: 'list',
      data: [
        {
          id: randomId('si'),
          object: 'subscription_item',
          current_period_start: periodEnd - 30 * DAY,
          current_period_end: periodEnd,
          quantity: 1,
          price: {
            id: s.price ?? STRIPE.prices.pro,
            object: 'price',
            currency: 'usd',
            unit_amount: 2900,
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
      has_more: false,
    },
  };
}

type InvoiceInput = {
  id?: string;
  customer: string;
  subscription: string;
  userId: number;
  paid: boolean;
  periodStart: number;
  periodEnd: number;
  amount?: number;
};

function invoice(i: InvoiceInput) {
  const amount = i.amount ?? 2900;
  return {
    id: i.id ?? randomId('in'),
    object: 'invoice',
    customer: i.customer,
    amount_due: amount,
    amount_paid: i.paid ? amount : 0,
    amount_remaining: i.paid ? 0 : amount,
    attempt_count: 1,
    currency: 'usd',
    created: nowSeconds(),
    number: `TB${randomBytes(3).toString('hex').toUpperCase()}-0001`,
    hosted_invoice_url: 'https://invoice.stripe.com/i/acct_test/test_abc',
    status: i.paid ? 'paid' : 'open',
    // The invoice's own period is the previous one for a subscription billed in advance.
    period_start: i.periodStart - 30 * DAY,
    period_end: i.periodStart,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        subscription: i.subscription,
        metadata: { user_id: String(i.userId), plan: 'pro' },
      },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: randomId('il'),
          object: 'line_item',
          amount,
          currency: 'usd',
          period: { start: i.periodStart, end: i.periodEnd },
        },
      ],
      has_more: false,
    },
  };
}

/** The employer's Checkout, completed: the customer is the one Checkout was started with. */
async function subscribe(employer: TestUser, plan: 'pro' | 'enterprise' = 'pro') {
  const started = await api.as(employer).post('/api/billing/checkout', { plan });
  expect(started.statusCode, started.body).toBe(200);
  const customer = (await planRow(employer.id))?.stripeCustomerId as string;
  expect(customer).toMatch(/^cus_test_/);
  const subscriptionId = randomId('sub');
  await send('checkout.session.completed', {
    id: randomId('cs'),
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: String(employer.id),
    customer,
    subscription: subscriptionId,
    metadata: { user_id: String(employer.id), plan },
  });
  return { customer, subscriptionId };
}

describe('POST /api/billing/checkout', () => {
  it('creates the customer once, then a subscription Checkout with the plan’s price and metadata', async () => {
    const employer = await freeEmployer();
    const before = stand.requests.length;
    const response = await api.as(employer).post('/api/billing/checkout', { plan: 'pro' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(
      /^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/,
    );

    const [customerCall, sessionCall, ...rest] = stand.requests.slice(before);
    expect(rest).toEqual([]);
    expect(customerCall).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      form: { email: employer.email, 'metadata[user_id]': String(employer.id) },
    });
    expect(customerCall?.headers.authorization).toBe(`Bearer ${STRIPE.secretKey}`);
    const customer = (await planRow(employer.id))?.stripeCustomerId;
    expect(customer).toMatch(/^cus_test_/);
    expect(sessionCall).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sessionCall?.form).toEqual({
      mode: 'subscription',
      customer,
      'line_items[0][price]': 'price_pro_test',
      'line_items[0][quantity]': '1',
      client_reference_id: String(employer.id),
      'metadata[user_id]': String(employer.id),
      'metadata[plan]': 'pro',
      'subscription_data[metadata][user_id]': String(employer.id),
      'subscription_data[metadata][plan]': 'pro',
      success_url: `${PUBLIC_URL}/profile?billing=success#billing`,
      cancel_url: `${PUBLIC_URL}/pricing?checkout=cancelled`,
    });
    // The row made for the customer leaves the employer on Free until Stripe says otherwise.
    expect(await overview(employer)).toMatchObject({ plan: 'free', portal_available: true });

    const again = await api.as(employer).post('/api/billing/checkout', { plan: 'enterprise' });
    expect(again.statusCode, again.body).toBe(200);
    const second = stand.requests.slice(before + 2);
    expect(second.map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
    expect(second[0]?.form).toMatchObject({
      customer,
      'line_items[0][price]': 'price_ent_test',
      'metadata[plan]': 'enterprise',
      'subscription_data[metadata][plan]': 'enterprise',
    });
  });

  it('refuses a plan that is not paid (400) and non-employers (403)', async () => {
    const employer = await freeEmployer();
    const free = await api.as(employer).post('/api/billing/checkout', { plan: 'free' });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toContain(MESSAGES.paidPlanInvalid);
    const jobseeker = await createJobseeker(t.app);
    const admin = await createAdmin(t.app);
    for (const user of [jobseeker, admin]) {
      for (const url of ['/api/billing/checkout', '/api/billing/portal']) {
        const response = await api.as(user).post(url, { plan: 'pro' });
        expect(response.statusCode, `${user.role} ${url}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    }
    expect((await api.visitor.post('/api/billing/checkout', { plan: 'pro' })).statusCode).toBe(401);
  });

  it('answers 409 while a Stripe subscription is in force', async () => {
    const employer = await freeEmployer();
    await subscribe(employer);
    expect((await overview(employer)).plan).toBe('pro');
    const response = await api.as(employer).post('/api/billing/checkout', { plan: 'enterprise' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.checkoutAlreadySubscribed);
  });

  it('answers 502 when Stripe fails, without a 500, and nothing is stored', async () => {
    const employer = await freeEmployer();
    stand.failNext(400);
    const refused = await api.as(employer).post('/api/billing/checkout', { plan: 'pro' });
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json().message).toBe(MESSAGES.paymentProviderFailed);
    expect((await planRow(employer.id))?.stripeCustomerId ?? null).toBeNull();

    // A server error is retried once by the client, then answered 502 too.
    stand.failNext(500, 2);
    const down = await api.as(employer).post('/api/billing/checkout', { plan: 'pro' });
    expect(down.statusCode, down.body).toBe(502);
    expect(down.json().message).toBe(MESSAGES.paymentProviderFailed);
  });
});

describe('POST /api/billing/portal', () => {
  it('answers 409 without a customer, then a portal session for the stored customer', async () => {
    const employer = await freeEmployer();
    const none = await api.as(employer).post('/api/billing/portal');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(MESSAGES.portalNotAvailable);

    const { customer } = await subscribe(employer);
    const response = await api.as(employer).post('/api/billing/portal');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(stand.calls('/v1/billing_portal/sessions').at(-1)?.form).toEqual({
      customer,
      return_url: `${PUBLIC_URL}/profile#billing`,
    });
  });
});

describe('POST /api/billing/webhook', () => {
  it('checkout.session.completed puts the plan in force; a session of a non-employer is not trusted', async () => {
    const employer = await freeEmployer();
    const { customer, subscriptionId } = await subscribe(employer, 'enterprise');
    const billing = await overview(employer);
    expect(billing).toMatchObject({
      plan: 'enterprise',
      source: 'stripe',
      renews: true,
      payment_failed: false,
      portal_available: true,
    });
    expect(Date.parse(billing.period_end as string)).toBeGreaterThan(Date.now() + 27 * DAY * 1000);
    expect(await planRow(employer.id)).toMatchObject({
      stripeCustomerId: customer,
      stripeSubscriptionId: subscriptionId,
    });

    const jobseeker = await createJobseeker(t.app);
    await send('checkout.session.completed', {
      id: randomId('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: String(jobseeker.id),
      customer: randomId('cus'),
      subscription: randomId('sub'),
      metadata: { user_id: String(jobseeker.id), plan: 'enterprise' },
    });
    expect(await planRow(jobseeker.id)).toBeUndefined();
  });

  it('customer.subscription.created/updated set the plan from the price, the period and renewal', async () => {
    const employer = await freeEmployer();
    const { customer, subscriptionId } = await subscribe(employer);
    const periodEnd = nowSeconds() + 31 * DAY;
    const base = { id: subscriptionId, customer, userId: employer.id, periodEnd };
    const t0 = nowSeconds();
    await send('customer.subscription.created', subscription(base), { created: t0 });
    let billing = await overview(employer);
    expect(billing).toMatchObject({ plan: 'pro', renews: true, source: 'stripe' });
    expect(billing.period_end).toBe(new Date(periodEnd * 1000).toISOString());

    // Changed to Enterprise in the portal (the price decides, not the metadata).
    await send(
      'customer.subscription.updated',
      subscription({ ...base, price: STRIPE.prices.enterprise }),
      { created: t0 + 1 },
    );
    expect((await overview(employer)).plan).toBe('enterprise');

    // Cancelled at the period's end: still in force, no longer renewing.
    await send(
      'customer.subscription.updated',
      subscription({ ...base, price: STRIPE.prices.enterprise, cancelAtPeriodEnd: true }),
      { created: t0 + 2 },
    );
    billing = await overview(employer);
    expect(billing).toMatchObject({ plan: 'enterprise', renews: false });
    expect(billing.period_end).toBe(new Date(periodEnd * 1000).toISOString());
    expect((await planRow(employer.id))?.stripeStateAt).toBe(t0 + 2);
  });

  it('reads the period from the subscription itself when its item has none (older API)', async () => {
    const employer = await freeEmployer();
    const { customer, subscriptionId } = await subscribe(employer);
    const periodEnd = nowSeconds() + 20 * DAY;
    const older = subscription({ id: subscriptionId, customer, userId: employer.id });
    const item = older.items.data[0] as Record<string, unknown>;
    delete item.current_period_end;
    await send('customer.subscription.updated', { ...older, current_period_end: periodEnd });
    expect((await overview(employer)).period_end).toBe(new Date(periodEnd * 1000).toISOString());
  });

  it('past_due keeps the plan and its period end and flags the failed payment; unpaid ends it', async () => {
    const employer = await freeEmployer();
    const { customer, subscriptionId } = await subscribe(employer);
    const periodEnd = nowSeconds() + 10 * DAY;
    const base = { id: subscriptionId, customer, userId: employer.id };
    const t0 = nowSeconds();
    await send('customer.subscription.updated', subscription({ ...base, periodEnd }), {
      created: t0,
    });
    await send(
      'customer.subscription.updated',
      subscription({ ...base, status: 'past_due', periodEnd: periodEnd + 30 * DAY }),
      { created: t0 + 5 },
    );
    const billing = await overview(employer);
    expect(billing).toMatchObject({ plan: 'pro', payment_failed: true });
    expect(billing.period_end).toBe(new Date(periodEnd * 1000).toISOString());

    // Retries are over and the subscription is left unpaid: the plan ended with the paid period.
    const unpaid = subscription({ ...base, status: 'unpaid', periodEnd: periodEnd + 30 * DAY });
    const item = unpaid.items.data[0] as { current_period_start: number };
    item.current_period_start = t0 - 60;
    await send('customer.subscription.updated', unpaid, { created: t0 + 10 });
    expect(await overview(employer)).toMatchObject({ plan: 'free', period_end: null });
    expect((await planRow(employer.id))?.periodEnd?.getTime()).toBe((t0 - 60) * 1000);
  });

  it('customer.subscription.deleted ends the plan; an older update arriving later changes nothing', async () => {
    const employer = await freeEmployer();
    const { customer, subscriptionId } = await subscribe(employer);
    const base = { id: subscriptionId, customer, userId: employer.id };
    const t0 = nowSeconds();
    await send('customer.subscription.updated', subscription(base), { created: t0 });
    expect((await overview(employer)).plan).toBe('pro');

    const endedAt = nowSeconds() - 1;
    await send(
      'customer.subscription.deleted',
      subscription({ ...base, status: 'canceled', endedAt }),
      { created: t0 + 10 },
    );
    expect(await overview(employer)).toMatchObject({ plan: 'free', renews: false });
    expect((await planRow(employer.id))?.periodEnd?.getTime()).toBe(endedAt * 1000);

    // Delivered late: made before the deletion, then one in the same second as it.
    await send('customer.subscription.updated', subscription(base), { created: t0 + 5 });
    expect((await overview(employer)).plan).toBe('free');
    await send('customer.subscription.updated', subscription(base), { created: t0 + 10 });
    expect((await overview(employer)).plan).toBe('free');
    expect((await planRow(employer.id))?.stripeStateAt).toBe(t0 + 10);

    // Subscribing again afterwards is allowed and works.
    const again = await api.as(employer).post('/api/billing/checkout', { plan: 'pro' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('invoice.paid records the invoice once and moves the period end to the paid period', async () => {
    const employer = await freeEmployer();
    const { customer, subscriptionId } = await subscribe(employer);
    const periodEnd = nowSeconds() + 5 * DAY;
    await send(
      'customer.subscription.updated',
      subscription({ id: subscriptionId, customer, userId: employer.id, periodEnd }),
    );
    const renewal = invoice({
      customer,
      subscription: subscriptionId,
      userId: employer.id,
      paid: true,
      periodStart: periodEnd,
      periodEnd: periodEnd + 30 * DAY,
    });
    const eventId = randomId('evt');
    expect(await send('invoice.paid', renewal, { id: eventId })).toEqual({ received: true });
    const billing = await overview(employer);
    expect(billing.period_end).toBe(new Date((periodEnd + 30 * DAY) * 1000).toISOString());
    expect(billing.invoices).toEqual([
      expect.objectContaining({
        number: renewal.number,
        status: 'paid',
        amount_cents: 2900,
        currency: 'usd',
        period_start: new Date(periodEnd * 1000).toISOString(),
        period_end: new Date((periodEnd + 30 * DAY) * 1000).toISOString(),
        url: renewal.hosted_invoice_url,
      }),
    ]);

    // The same event again: answered as a duplicate, no second invoice.
    expect(await send('invoice.paid', renewal, { id: eventId })).toEqual({
      received: true,
      duplicate: true,
    });
    const rows = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.employerId, employer.id));
    expect(rows).toHaveLength(1);
  });

  it('a replayed subscription event is not applied again after a later change', async () => {
    const employer = await freeEmployer();
    const { customer, subscriptionId } = await subscribe(employer);
    const base = { id: subscriptionId, customer, userId: employer.id };
    const t0 = nowSeconds();
    const first = eventJson('customer.subscription.updated', subscription(base), { created: t0 });
    expect((await deliver(first)).json()).toEqual({ received: true });
    await send(
      'customer.subscription.updated',
      subscription({ ...base, price: STRIPE.prices.enterprise }),
      { created: t0 + 60 },
    );
    expect((await overview(employer)).plan).toBe('enterprise');

    // Stripe retries, or someone replays a captured delivery with a fresh signature.
    const replay = await deliver(first, sign(first));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await overview(employer)).plan).toBe('enterprise');
  });

  it('a failed payment keeps the plan until its period end, mails the employer, then reads free', async () => {
    const employer = await freeEmployer();
    const { customer, subscriptionId } = await subscribe(employer);
    const periodEnd = nowSeconds() + 3 * DAY;
    await send(
      'customer.subscription.updated',
      subscription({ id: subscriptionId, customer, userId: employer.id, periodEnd }),
    );
    const failed = invoice({
      customer,
      subscription: subscriptionId,
      userId: employer.id,
      paid: false,
      periodStart: periodEnd,
      periodEnd: periodEnd + 30 * DAY,
    });
    await send('invoice.payment_failed', failed);
    // Stripe retries the payment and fails again: one mail per invoice.
    await send('invoice.payment_failed', failed);

    const billing = await overview(employer);
    expect(billing).toMatchObject({ plan: 'pro', payment_failed: true });
    expect(billing.period_end).toBe(new Date(periodEnd * 1000).toISOString());
    expect(billing.invoices).toEqual([
      expect.objectContaining({ status: 'failed', amount_cents: 2900, number: failed.number }),
    ]);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, employer.id), eq(mailOutbox.kind, 'billing')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: employer.email,
      subject: 'Your payment for the TalentBridge Pro plan failed',
    });
    expect(mails[0]?.textBody).toContain(`${PUBLIC_URL}/profile#billing`);

    try {
      clockNow = new Date(periodEnd * 1000 + 1000);
      expect(await overview(employer)).toMatchObject({
        plan: 'free',
        period_end: null,
        payment_failed: false,
      });
    } finally {
      clockNow = undefined;
    }
  });

  it('a paid retry after a failure clears the flag and keeps the invoice paid whatever comes late', async () => {
    const employer = await freeEmployer();
    const { customer, subscriptionId } = await subscribe(employer);
    const periodEnd = nowSeconds() + 3 * DAY;
    await send(
      'customer.subscription.updated',
      subscription({ id: subscriptionId, customer, userId: employer.id, periodEnd }),
    );
    const input = {
      id: randomId('in'),
      customer,
      subscription: subscriptionId,
      userId: employer.id,
      periodStart: periodEnd,
      periodEnd: periodEnd + 30 * DAY,
    };
    await send('invoice.payment_failed', invoice({ ...input, paid: false }));
    await send('invoice.paid', invoice({ ...input, paid: true }));
    // An older failure delivered after the payment.
    await send('invoice.payment_failed', invoice({ ...input, paid: false }));
    const billing = await overview(employer);
    expect(billing).toMatchObject({ plan: 'pro', payment_failed: false });
    expect(billing.invoices.map((i) => i.status)).toEqual(['paid']);
  });

  it('records an unknown event type and answers 200', async () => {
    const id = randomId('evt');
    expect(
      await send('customer.created', { id: randomId('cus'), object: 'customer' }, { id }),
    ).toEqual({ received: true });
    const [row] = await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, id));
    expect(row?.type).toBe('customer.created');
  });

  it('answers 200 to signed events with missing fields, and never a 500', async () => {
    const events = [
      JSON.stringify({ object: 'event', type: 'invoice.paid' }),
      JSON.stringify({ id: randomId('evt'), object: 'event' }),
      eventJson('invoice.paid', {}),
      eventJson('invoice.payment_failed', { id: randomId('in'), customer: 'cus_nobody' }),
      eventJson('customer.subscription.updated', { id: randomId('sub') }),
      eventJson('customer.subscription.deleted', { metadata: { user_id: 'x' } }),
      eventJson('checkout.session.completed', { client_reference_id: '99999999999999' }),
      JSON.stringify({ id: randomId('evt'), type: 'customer.subscription.created', data: null }),
      JSON.stringify({ id: randomId('evt'), type: 'invoice.paid', data: { object: 'x' } }),
      JSON.stringify([1, 2]),
      'null',
    ];
    for (const payload of events) {
      const response = await deliver(payload);
      expect(response.statusCode, `${payload}: ${response.body}`).toBeLessThan(500);
      expect([200, 400], payload).toContain(response.statusCode);
    }
  });

  it('refuses a wrong or missing signature and one older than the tolerance (400)', async () => {
    const payload = eventJson('customer.created', { id: randomId('cus') });
    const eventId = JSON.parse(payload).id as string;
    const cases = [
      sign(payload, { secret: 'whsec_someoneelse' }),
      null,
      'not a signature',
      sign(`${payload} `),
      // Signed with the right secret ten minutes ago: a replay of an old capture.
      sign(payload, { timestamp: nowSeconds() - 600 }),
    ];
    for (const signature of cases) {
      const response = await deliver(payload, signature);
      expect(response.statusCode, String(signature)).toBe(400);
      expect(response.json().message).toBe(MESSAGES.stripeSignatureInvalid);
    }
    const recorded = await t.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, eventId));
    expect(recorded).toEqual([]);
    expect((await deliver(payload)).statusCode).toBe(200);
  });
});

describe('without Stripe configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('checkout and portal answer 409, the webhook 404', async () => {
    const bareApi = client(bare.app);
    const employer = await createEmployer(bare.app, { plan: 'free' });
    const checkout = await bareApi.as(employer).post('/api/billing/checkout', { plan: 'pro' });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe(MESSAGES.checkoutNotConfigured);
    const portal = await bareApi.as(employer).post('/api/billing/portal');
    expect(portal.statusCode).toBe(409);
    expect(portal.json().message).toBe(MESSAGES.portalNotAvailable);
    const payload = eventJson('customer.created', { id: randomId('cus') });
    const webhook = await bare.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
    });
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json().message).toBe(MESSAGES.stripeWebhookNotConfigured);
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';
import { checkoutBodySchema, redirectReplySchema } from '../../../shared/schemas/billing.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { StripeBilling } from './stripe.ts';

const security = [{ bearerAuth: [] }];
const callerId = (request: FastifyRequest) => requireSession(request).user.id;

const webhookReplySchema = z.object({
  received: z.literal(true),
  /** The event id was received before: nothing was changed this time. */
  duplicate: z.literal(true).optional(),
});

/**
 * Stripe's calls (docs/decisions/055): Checkout and the customer portal for employers, and the
 * webhook Stripe calls. All three exist whether or not Stripe is configured, so the API's shape
 * does not depend on the environment: without STRIPE_* variables checkout and portal answer 409
 * (checkoutNotConfigured, portalNotAvailable) and the webhook 404 (stripeWebhookNotConfigured:
 * this server has no endpoint for Stripe to deliver to).
 */
export async function stripeRoutes(app: FastifyInstance, opts: { stripe: StripeBilling }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { stripe } = opts;

  r.post(
    '/billing/checkout',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyForEmployers },
      schema: {
        tags: ['billing'],
        summary: 'Start Stripe Checkout for a paid plan; answers the page to send the browser to',
        description:
          "`{ plan: 'pro' | 'enterprise' }`. The plan changes when Stripe's webhook says the subscription is paid, not when this answers. 409 without Stripe (send a plan request instead) or while a Stripe subscription is in force (use the portal); 502 when Stripe cannot be reached (nothing was charged).",
        security,
        body: checkoutBodySchema,
        response: { 200: redirectReplySchema, ...errorReplies(400, 401, 403, 409, 502) },
      },
    },
    async (request) => stripe.checkout(callerId(request), request.body.plan),
  );

  r.post(
    '/billing/portal',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyForEmployers },
      schema: {
        tags: ['billing'],
        summary: "Open Stripe's customer portal (card, invoices, change or cancel the plan)",
        description:
          '409 until the employer has a Stripe customer (a first Checkout made one) or without Stripe; 502 when Stripe cannot be reached.',
        security,
        response: { 200: redirectReplySchema, ...errorReplies(401, 403, 409, 502) },
      },
    },
    async (request) => stripe.portal(callerId(request)),
  );

  // The webhook reads its body as the raw bytes Stripe signed: in this encapsulated scope only,
  // every content type is kept as a Buffer; the rest of the API still parses JSON as before.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/billing/webhook',
      {
        // Stripe signs each delivery; there is no session. The general per-address rate limit
        // still applies: Stripe retries a 429 later, as it does any answer other than 2xx.
        config: { access: 'public' },
        schema: {
          tags: ['billing'],
          summary: 'Stripe webhook endpoint (called by Stripe, signed)',
          description:
            'Verifies the `Stripe-Signature` header over the raw body (400 when missing, wrong or older than 5 minutes), records the event id and applies checkout.session.completed, customer.subscription.created|updated|deleted, invoice.paid and invoice.payment_failed in one transaction. A second delivery of an event id answers `duplicate: true` and changes nothing; other event types are recorded and answered 200. 404 when this server has no Stripe configuration.',
          response: { 200: webhookReplySchema, ...errorReplies(400, 404) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        // No body at all is no payload Stripe signed: the signature check refuses it (400).
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return stripe.webhook(raw, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}

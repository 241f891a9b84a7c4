import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';
import { adminReasonQuerySchema } from '../../../shared/schemas/activity.ts';
import { adminPageQuerySchema } from '../../../shared/schemas/admin.ts';
import {
  adminResetPasswordSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  blockedCountryInputSchema,
  blockedCountrySchema,
  countryCodeSchema,
  riskScoreReplySchema,
  verifyIdentityReplySchema,
  verifyIdentitySchema,
} from '../../../shared/schemas/admin-users.ts';
import { messageReplySchema } from '../../../shared/schemas/auth.ts';
import { apiErrorSchema, errorReplies } from '../../../shared/schemas/errors.ts';
import { badRequest } from '../../errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import { userIdParams } from '../profiles/params.ts';
import type { TrustService } from '../trust/service.ts';
import type { AdminUsersService } from './service.ts';

const errors = errorReplies(400, 401, 403, 404, 409);
const security = [{ bearerAuth: [] }];

/** Who an admin deleted, kept for the audit entry (the row is gone by the time it is written). */
const deletedUsers = new WeakMap<FastifyRequest, { username: string; role: string }>();
/** Whether an identity decision deleted a verified document kept since a newer upload. */
const identityDecisions = new WeakMap<FastifyRequest, boolean>();

/**
 * The admin console's Users and Blocked Countries calls (spec section 7, the admin API contract
 * of docs/decisions/018). Admins only; every call says how the audit log records it.
 */
export async function adminUserRoutes(
  app: FastifyInstance,
  opts: { adminUsers: AdminUsersService; trust: TrustService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { adminUsers, trust } = opts;

  r.get(
    '/admin/users',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['admin'],
        summary: 'Every account, newest first',
        description:
          '`search` matches part of a username or e-mail address (any case); `role` is jobseeker, employer or admin; `identity=pending` keeps accounts whose identity document waits for a decision; `review=flagged-messages` is the review queue: accounts, not blocked, that sent at least 3 chat messages the scam detector flagged within the last 24 hours (a rolling window), most first, each with `flagged_messages_recent`. Paging with `page` and `limit` (at most 500); the full count is in `X-Total-Count`.',
        security,
        querystring: adminUsersQuerySchema,
        response: { 200: z.array(adminUserSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { data, total } = await adminUsers.list(request.query);
      reply.header('X-Total-Count', String(total));
      return data;
    },
  );

  r.get(
    '/admin/users/export-csv',
    {
      config: { access: 'admin', audit: { action: 'user.export_csv' } },
      schema: {
        tags: ['admin'],
        summary: 'Every account as a CSV file (users.csv)',
        description:
          'Columns: id, username, email, role, is_blocked, identity_verified, email_verified, country, risk_score, created_at. RFC 4180 quoting; text starting with =, +, -, @, a tab or a carriage return is prefixed with a single quote so that spreadsheets never run it as a formula.',
        produces: ['text/csv'],
        security,
        response: { 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (_request, reply: FastifyReply) =>
      // Streamed a batch at a time (a stream skips the JSON serializer).
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="users.csv"')
        .header('Cache-Control', 'no-store')
        .send(Readable.from(adminUsers.exportCsv())),
  );

  r.delete(
    '/admin/users/:id',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'user.delete',
          target: 'user',
          details: (request) => deletedUsers.get(request),
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Erase an account, as its owner deleting it would',
        description:
          'Profile, uploads, applications, messages and sessions go; reviews, feedback and complaints the person wrote stay without an author. An admin cannot delete their own account here.',
        security,
        params: userIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await adminUsers.deleteUser(
        request.params.id,
        requireSession(request).user.id,
      );
      deletedUsers.set(request, { username: deleted.username, role: deleted.role });
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/admin/users/:id/reset-password',
    {
      config: {
        access: 'admin',
        // The password itself is never recorded.
        audit: { action: 'user.reset_password', target: 'user', reason: true },
      },
      schema: {
        tags: ['admin'],
        summary: "Set a user's password and end their sessions",
        description:
          "`{ newPassword }`: 12 to 128 characters, not a common password and not the username or e-mail. Every existing token of the user is refused from now on and their sockets are closed. An optional `reason` query parameter (at most 200 characters) is recorded and shown in the user's account activity, else 'no reason given'.",
        security,
        params: userIdParams,
        querystring: adminReasonQuerySchema,
        body: adminResetPasswordSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => {
      await adminUsers.resetPassword(request.params.id, request.body.newPassword);
      return { message: MESSAGES.adminPasswordReset };
    },
  );

  for (const [verb, isBlocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    r.post(
      `/admin/users/:id/${verb}`,
      {
        config: {
          access: 'admin',
          audit: { action: `user.${verb}`, target: 'user', reason: true },
        },
        schema: {
          tags: ['admin'],
          summary: isBlocked
            ? 'Block a user: logged out everywhere, sockets closed, login refused'
            : 'Unblock a user: they may log in again',
          description:
            "An optional `reason` query parameter (at most 200 characters) is recorded and shown in the user's account activity, else 'no reason given'.",
          security,
          params: userIdParams,
          querystring: adminReasonQuerySchema,
          response: { 200: adminUserSchema, ...errors },
        },
      },
      async (request) =>
        adminUsers.setBlocked(request.params.id, isBlocked, requireSession(request).user.id),
    );
  }

  r.get(
    '/admin/users/:id/risk-score',
    {
      config: { access: 'admin', audit: { action: 'user.read_risk_score', target: 'user' } },
      schema: {
        tags: ['admin'],
        summary: "A user's risk score (0 to 100) and what it is made of",
        description:
          'Computed at registration and at each login from every address and device the account was ever seen with: duplicateIp (another account was seen from one of its addresses), duplicateFingerprint (another account sent one of its x-fingerprint values), proxyDetected (the latest sign-up or login came from a hosting or VPN network, or through proxy headers). When another account first shares a value, its score is raised too. riskScore is null for an account that never registered or logged in through the API. linkedAccounts lists the other accounts (oldest link first, at most 100) with what they share and since when. Ours (docs/decisions/046): flaggedMessages, flaggedCoverLetters (counts) and flaggedProfile in details add to the score, 10 per flagged message or cover letter (at most 40) and 20 for a flagged profile, the total capped at 100; profileFindings are the findings in the profile texts as last saved; flaggedMessagesRecent counts flagged chat messages of the last 24 hours.',
        security,
        params: userIdParams,
        response: { 200: riskScoreReplySchema, ...errors },
      },
    },
    async (request) => ({
      ...(await adminUsers.riskScore(request.params.id)),
      linkedAccounts: await trust.linkedAccounts(request.params.id),
    }),
  );

  r.post(
    '/admin/profile/:id/verify-identity',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'user.verify_identity',
          target: 'user',
          reason: true,
          details: (request) => ({
            verify: (request.body as { verify: boolean }).verify,
            ...(identityDecisions.get(request) ? { discardedVerifiedDocument: true } : {}),
          }),
        },
      },
      schema: {
        tags: ['admin'],
        summary: "Verify (true) or reject (false) a user's identity",
        description:
          "Verifying needs an uploaded identity document (409 otherwise); rejecting always works. A new upload clears the verification; the document verified before it is kept until this decision and then deleted, and a rejection does not bring the earlier verification back. An optional `reason` query parameter (at most 200 characters) is recorded and shown in the user's account activity, else 'no reason given'.",
        security,
        params: userIdParams,
        querystring: adminReasonQuerySchema,
        body: verifyIdentitySchema,
        response: { 200: verifyIdentityReplySchema, ...errors },
      },
    },
    async (request) => {
      const { discardedVerifiedDocument, ...reply } = await adminUsers.verifyIdentity(
        request.params.id,
        request.body.verify,
      );
      identityDecisions.set(request, discardedVerifiedDocument);
      return reply;
    },
  );

  r.get(
    '/admin/blocked-countries',
    {
      config: { access: 'admin', audit: false },
      schema: {
        tags: ['admin'],
        summary: 'Countries registration is refused from, by code',
        security,
        querystring: adminPageQuerySchema,
        response: { 200: z.array(blockedCountrySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { data, total } = await trust.listBlockedCountries(request.query);
      reply.header('X-Total-Count', String(total));
      return data;
    },
  );

  r.post(
    '/admin/blocked-countries',
    {
      config: {
        access: 'admin',
        audit: {
          action: 'blocked_country.add',
          target: 'blocked_country',
          details: (request) => ({ countryCode: countryCodeOf(request.body) }),
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Refuse registration from a country',
        description:
          '`{ countryCode }`: an ISO 3166-1 alpha-2 code, any case (stored upper-case). Empty: 400 "Please enter a country code."; not a code: 400; already blocked: 409.',
        security,
        // Checked in the handler, so that the spec's message reads exactly as written.
        body: z.object({ countryCode: z.unknown() }).partial().nullish(),
        response: { 201: blockedCountrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const parsed = blockedCountryInputSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.countryCodeInvalid);
      }
      return reply.code(201).send(await trust.blockCountry(parsed.data.countryCode));
    },
  );

  r.delete(
    '/admin/blocked-countries/:code',
    {
      config: {
        access: 'admin',
        audit: { action: 'blocked_country.remove', target: 'blocked_country', targetParam: 'code' },
      },
      schema: {
        tags: ['admin'],
        summary: 'Allow registration from a country again',
        description: '404 when the country is not blocked.',
        security,
        params: z.object({ code: countryCodeSchema }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await trust.unblockCountry(request.params.code);
      return reply.code(204).send(null);
    },
  );
}

/** The code as stored, for the audit entry of a successful add. */
function countryCodeOf(body: unknown): string | null {
  const parsed = blockedCountryInputSchema.safeParse(body ?? {});
  return parsed.success ? parsed.data.countryCode : null;
}

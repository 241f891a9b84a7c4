import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenSchema,
  emailChangeTokenSchema,
  loginSchema,
  messageReplySchema,
  readFormBoolean,
  registerSchema,
  resetPasswordSchema,
  resetRequestSchema,
  verifyEmailQuerySchema,
} from '../../../shared/schemas/auth.ts';
import { apiErrorSchema, errorReplies } from '../../../shared/schemas/errors.ts';
import { mfaChallengeReplySchema } from '../../../shared/schemas/mfa.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { ActivityService } from '../activity/service.ts';
import { readClientSignals } from '../trust/signals.ts';
import { mfaRoutes } from './mfa-routes.ts';
import type { AuthService } from './service.ts';

/**
 * Registration also arrives as multipart form data (decisions.md, "Compatibility"): collect its
 * text fields into an ordinary body before validation. Files are not accepted here.
 */
async function multipartFieldsToBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const body: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fields: 20, fieldSize: 4096, files: 0 } })) {
    if (part.type === 'field' && typeof part.value === 'string') body[part.fieldname] = part.value;
  }
  request.body = body;
}

const errors = errorReplies(400, 401, 403, 409, 429);

export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; signIns: ActivityService; countryHeader?: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = opts;
  const clientMeta = (request: FastifyRequest) =>
    readClientSignals(request, { countryHeader: opts.countryHeader });

  r.post(
    '/auth/register',
    {
      config: { access: 'public' },
      preValidation: multipartFieldsToBody,
      schema: {
        tags: ['auth'],
        summary: 'Create an employer or jobseeker account and log in',
        description:
          'Accepts JSON, URL-encoded or multipart bodies. Records the x-fingerprint header, the client IP and its country; answers 403 when registration from that country is blocked.',
        body: registerSchema,
        headers: z.object({ 'x-fingerprint': z.string().optional() }),
        response: { 201: accessTokenSchema, ...errors },
      },
    },
    async (request, reply) => {
      const accessToken = await auth.register(request.body, clientMeta(request));
      await opts.signIns.record(accessToken, request, 'sign_up');
      return reply.code(201).send({ accessToken });
    },
  );

  r.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        description:
          'rememberMe keeps the session for 30 days instead of 12 hours. For an account with two-factor sign-in on, answers { mfaRequired: true, mfaToken } instead: POST /auth/mfa/verify with a code finishes the sign-in.',
        body: loginSchema,
        response: { 200: z.union([accessTokenSchema, mfaChallengeReplySchema]), ...errors },
      },
    },
    async (request) => {
      const { email, password, rememberMe } = request.body;
      const answer = await auth.login(
        { email, password, rememberMe: readFormBoolean(rememberMe) },
        clientMeta(request),
      );
      // With two-factor on, the sign-in is recorded when the code completes it.
      if ('accessToken' in answer) {
        await opts.signIns.record(answer.accessToken, request, 'password');
      }
      return answer;
    },
  );

  await app.register(mfaRoutes, opts);

  r.post(
    '/auth/logout',
    {
      config: { access: 'user', beforeMfaEnrolment: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current access token',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(requireSession(request).claims);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address with the link from the verification mail',
        querystring: verifyEmailQuerySchema,
        response: { 200: messageReplySchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ message: await auth.verifyEmail(request.query.token) }),
  );

  // The two links of an e-mail change (docs/decisions/008): public, the mailed token is the key.
  for (const link of [
    {
      verb: 'confirm',
      summary: 'Make a new e-mail address the login address, with the link mailed to it',
      description:
        'PUT /profile with a new email and currentPassword mails this link to the new address; until it is used the old address stays the login and reset address. Earlier reset links stop working.',
      use: auth.confirmEmailChange,
    },
    {
      verb: 'cancel',
      summary: 'Cancel an e-mail change with the link mailed to the old address',
      description:
        'Before confirmation it drops the new address. Within 7 days after confirmation it gives the old address back and signs every session out.',
      use: auth.cancelEmailChange,
    },
  ] as const) {
    r.post(
      `/auth/email-change/${link.verb}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: link.summary,
          description: link.description,
          body: emailChangeTokenSchema,
          response: { 200: messageReplySchema, 400: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => ({ message: await link.use(request.body.token) }),
    );
  }

  r.post(
    '/auth/resend-verification',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link to the caller',
        security: [{ bearerAuth: [] }],
        response: { 202: messageReplySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ message: await auth.resendVerification(requireSession(request).user.id) }),
  );

  // Two paths, one behaviour: the spec's reset page and forgot-password page each call one.
  for (const url of ['/auth/reset-password-request', '/auth/forgot-password']) {
    r.post(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Send a password reset link (same answer whether or not the account exists)',
          body: resetRequestSchema,
          response: { 200: messageReplySchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => ({
        message: await auth.requestPasswordReset(request.body.email, clientMeta(request)),
      }),
    );
  }

  r.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the link from the reset mail',
        description:
          'Accepts the new password as `newPassword`, or as `password` (what the confirm page sends). Ends every existing session of the account.',
        body: resetPasswordSchema,
        response: { 200: messageReplySchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { token, newPassword, password } = request.body;
      return { message: await auth.resetPassword(token, (newPassword ?? password) as string) };
    },
  );
}

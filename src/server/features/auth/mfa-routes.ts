import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessTokenSchema } from '../../../shared/schemas/auth.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  mfaCodeBodySchema,
  mfaDisableSchema,
  mfaSetupReplySchema,
  mfaStatusSchema,
  mfaVerifySchema,
  recoveryCodesReplySchema,
} from '../../../shared/schemas/mfa.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { ActivityService } from '../activity/service.ts';
import { readClientSignals } from '../trust/signals.ts';
import type { AuthService } from './service.ts';

const errors = errorReplies(400, 401, 403, 409, 429);

/**
 * Two-factor sign-in (docs/decisions/047). Every signed-in user may set it up; the calls that
 * enrol stay open to an admin whom ADMIN_MFA=required otherwise refuses (`beforeMfaEnrolment`).
 */
export async function mfaRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; signIns: ActivityService; countryHeader?: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = opts;
  const clientMeta = (request: FastifyRequest) =>
    readClientSignals(request, { countryHeader: opts.countryHeader });
  const signedIn = { access: 'user', beforeMfaEnrolment: true } as const;

  r.get(
    '/auth/mfa',
    {
      config: signedIn,
      schema: {
        tags: ['auth'],
        summary: "The caller's two-factor sign-in: on or off, recovery codes left, enrolment",
        description:
          'enrolment is "optional" for jobseekers and employers; for admins "prompted" (ADMIN_MFA unset) or "required" (ADMIN_MFA=required: other calls answer 403 MFA_ENROLMENT_REQUIRED until it is on).',
        security: [{ bearerAuth: [] }],
        response: { 200: mfaStatusSchema, ...errors },
      },
    },
    async (request) => auth.mfaStatus(requireSession(request).user.id),
  );

  r.post(
    '/auth/mfa/setup',
    {
      config: signedIn,
      schema: {
        tags: ['auth'],
        summary: 'Start setting up two-factor sign-in: a new secret, its otpauth URI and QR code',
        description:
          'Not in force until POST /auth/mfa/enable confirms a code made from it. Calling it again replaces the secret. 409 when two-factor is already on.',
        security: [{ bearerAuth: [] }],
        response: { 200: mfaSetupReplySchema, ...errors },
      },
    },
    async (request) => auth.mfaSetup(requireSession(request).user.id),
  );

  r.post(
    '/auth/mfa/enable',
    {
      config: signedIn,
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor sign-in on with a code from the authenticator app',
        description: 'Answers ten one-time recovery codes; they are shown this once.',
        security: [{ bearerAuth: [] }],
        body: mfaCodeBodySchema,
        response: { 200: recoveryCodesReplySchema, ...errors },
      },
    },
    async (request) => ({
      recoveryCodes: await auth.mfaEnable(
        requireSession(request).user.id,
        request.body.code,
        request.ip,
      ),
    }),
  );

  r.post(
    '/auth/mfa/disable',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor sign-in off with the password and a code',
        description: 'The code is an authenticator code or an unused recovery code.',
        security: [{ bearerAuth: [] }],
        body: mfaDisableSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { password, code } = request.body;
      await auth.mfaDisable(requireSession(request).user.id, password, code, request.ip);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/auth/mfa/recovery-codes',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Replace the recovery codes with ten new ones, with a code',
        description: 'The old codes stop working. The new ones are shown this once.',
        security: [{ bearerAuth: [] }],
        body: mfaCodeBodySchema,
        response: { 200: recoveryCodesReplySchema, ...errors },
      },
    },
    async (request) => ({
      recoveryCodes: await auth.mfaRegenerateRecoveryCodes(
        requireSession(request).user.id,
        request.body.code,
        request.ip,
      ),
    }),
  );

  r.post(
    '/auth/mfa/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with two-factor: the mfaToken from login and a code',
        description:
          'The code is the current 6-digit authenticator code (each accepted once) or an unused recovery code (each works once). The mfaToken lasts 5 minutes; "remember me" of the login carries through it. Wrong codes are rate limited like passwords.',
        body: mfaVerifySchema,
        response: { 200: accessTokenSchema, ...errors },
      },
    },
    async (request) => {
      const { mfaToken, code } = request.body;
      const accessToken = await auth.verifyMfa(mfaToken, code, clientMeta(request));
      await opts.signIns.record(accessToken, request, 'two_factor');
      return { accessToken };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_WIDTHS } from '../../../shared/limits.ts';
import { isMailPreference, MAIL_PREFERENCES } from '../../../shared/mail-preferences.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { NOTIFICATION_KINDS } from '../../../shared/notifications.ts';
import { adminReasonQuerySchema } from '../../../shared/schemas/activity.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  profileSchema,
  profileUpdateSchema,
  publicProfileSchema,
} from '../../../shared/schemas/profile.ts';
import { badRequest } from '../../errors.ts';
import type { RealtimeHub } from '../../infra/realtime-hub.ts';
import type { Storage } from '../../infra/storage.ts';
import { auditSubjects } from '../../plugins/audit.ts';
import { requireSession } from '../../plugins/auth.ts';
import { sendError } from '../../plugins/errors.ts';
import type { AccountEmails } from '../auth/account-emails.ts';
import type { AuthService } from '../auth/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import {
  type AvatarFile,
  type AvatarThumbnails,
  type AvatarWidth,
  isAvatarWidth,
} from './avatar-thumbnails.ts';
import { userIdParams } from './params.ts';
import type { ProfilesService } from './service.ts';
import { kindOfTarget, type UnsubscribeLinks, type UnsubscribeTarget } from './unsubscribe.ts';
import { readUpload, type UploadKind } from './uploads.ts';

const errors = errorReplies(400, 401, 403, 404, 409, 413);

/** A stored file's name: 32 hex characters and a known extension, nothing else. */
const fileNameParams = z.object({
  name: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|pdf)$/, 'File not found.'),
});

export async function profileRoutes(
  app: FastifyInstance,
  opts: {
    profiles: ProfilesService;
    accountEmails: AccountEmails;
    /** Checks the current password of an e-mail change, counting guesses. */
    auth: Pick<AuthService, 'confirmPassword'>;
    /** Ends a deleted user's sockets (docs/decisions/016). */
    realtime?: RealtimeHub;
    /** The unsubscribe links of optional mail (docs/decisions/037). */
    unsubscribe: UnsubscribeLinks;
    /** Where an unsubscribe link's choice is kept (docs/decisions/052). */
    notifications: Pick<NotificationsService, 'unsubscribe' | 'mailsFor'>;
    log: { error(obj: object, msg: string): void };
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { profiles } = opts;

  r.get(
    '/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: "The caller's own profile",
        description:
          "A jobseeker's reply carries `completeness`: the percent of the profile filled in and the next step to take (shared/profile-completeness.ts, docs/decisions/032); null for other roles.",
        security: [{ bearerAuth: [] }],
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => profiles.getProfile(requireSession(request).user.id),
  );

  r.put(
    '/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: "Update the caller's profile",
        description:
          'Jobseekers: username, email, timezone, currency, skills, experience, portfolio, video_intro, categoryIds, and the talent facts (docs/decisions/032): headline (up to 120 characters), hourly_rate (dollars, 0 to 10,000, cents at most), country (ISO 3166-1 alpha-2, any case), languages (comma-separated or a list; at most 10, each up to 40 characters), availability (hours a week, 1 to 80), search_status (actively_looking, open_to_offers or not_looking). Employers: username, email, timezone, currency, company_name, company_info, referral_link. Admins: username, email, timezone, currency. Everyone: mail_preferences, an object of booleans for the optional mail of the caller’s role (employers pending_reminders, jobseekers invitations; docs/decisions/037), the other role’s refused like its fields. Omitted fields stay as they are; empty text clears. A new email needs currentPassword: it waits as pending_email until the link mailed to it is used, and the old address is told, with a link that cancels the change. Sending the current email again cancels a pending change.',
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => {
      const { profile, emailChangeRequested } = await profiles.updateProfile(
        requireSession(request).user.id,
        request.body,
        opts.auth.confirmPassword,
      );
      if (emailChangeRequested) {
        // The request stands whatever happens to a mail; asking again sends new links.
        await Promise.all([
          opts.accountEmails.sendEmailChangeConfirmation(profile, emailChangeRequested),
          opts.accountEmails.sendEmailChangeNotice(profile, emailChangeRequested),
        ]).catch((error: unknown) =>
          opts.log.error({ err: error, userId: profile.id }, 'e-mail change mail failed'),
        );
      }
      return profile;
    },
  );

  // Unsubscribe links of optional mail (docs/decisions/037): public, the signed token is the key.
  const unsubscribeQuery = z.object({ token: z.string().max(1000).optional() });
  const unsubscribeReply = z.object({
    preference: z.string(),
    label: z.string(),
    enabled: z.boolean(),
  });
  const labelOf = (target: UnsubscribeTarget) =>
    isMailPreference(target)
      ? MAIL_PREFERENCES[target].label
      : target === 'digest'
        ? 'Daily digest'
        : NOTIFICATION_KINDS[target].label;
  const checkLink = async (token: string | undefined) => {
    const result = token ? opts.unsubscribe.check(token) : ({ status: 'invalid' } as const);
    if (result.status === 'expired') throw badRequest(MESSAGES.unsubscribeTokenExpired);
    if (result.status !== 'ok') throw badRequest(MESSAGES.unsubscribeTokenMissing);
    const user = await profiles.findById(result.userId);
    const kind = kindOfTarget(result.preference);
    const roles: readonly string[] =
      kind === 'digest' ? ['jobseeker', 'employer', 'admin'] : NOTIFICATION_KINDS[kind].roles;
    // A deleted account, or one whose role changed, has nothing to turn off.
    if (!user || !roles.includes(user.role)) {
      throw badRequest(MESSAGES.unsubscribeTokenMissing);
    }
    return { ...result, kind, user };
  };

  r.get(
    '/mail-preferences/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['profile'],
        summary: 'Which mail an unsubscribe link turns off, and whether it is on now',
        querystring: unsubscribeQuery,
        response: { 200: unsubscribeReply, ...errorReplies(400) },
      },
    },
    async (request) => {
      const { preference, kind, user } = await checkLink(request.query.token);
      return {
        preference,
        label: labelOf(preference),
        enabled: await opts.notifications.mailsFor(user.id, kind),
      };
    },
  );

  r.post(
    '/mail-preferences/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['profile'],
        summary: 'Turn one optional mail off with the link mailed in it, without logging in',
        description:
          'The token comes in the query (the List-Unsubscribe header of RFC 8058, which mail clients POST `List-Unsubscribe=One-Click` to) or as `token` in a JSON body (the /unsubscribe page). Using a link again changes nothing; links expire after 90 days.',
        querystring: unsubscribeQuery,
        body: z
          .object({ token: z.string().max(1000).optional() })
          .loose()
          .nullish(),
        response: { 200: unsubscribeReply, ...errorReplies(400) },
      },
    },
    async (request) => {
      const { preference, kind, user } = await checkLink(
        request.query.token ?? request.body?.token ?? undefined,
      );
      // Links of docs/decisions/037 and 052 alike turn the kind off (docs/decisions/052).
      await opts.notifications.unsubscribe(user.id, kind);
      return { preference, label: labelOf(preference), enabled: false };
    },
  );

  r.delete(
    '/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: "Delete the caller's account and everything that belongs to it",
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = requireSession(request).user;
      await profiles.deleteAccount(id);
      // A deleted user is disconnected at once (docs/decisions/016), on every instance.
      await opts.realtime?.disconnectUser(id);
      return reply.code(204).send(null);
    },
  );

  const uploadRoute = (url: string, kind: UploadKind, summary: string) =>
    r.post(
      url,
      {
        config: { access: ['jobseeker', 'employer'] },
        schema: {
          tags: ['profile'],
          summary,
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          response: { 200: profileSchema, ...errors },
        },
      },
      async (request) => {
        const upload = await readUpload(request, kind);
        return profiles.replaceFile(requireSession(request).user.id, kind, upload);
      },
    );
  uploadRoute(
    '/profile/upload-avatar',
    'avatar',
    'Upload an avatar (multipart field "avatar"; JPEG or PNG up to 5 MB)',
  );
  uploadRoute(
    '/profile/upload-identity',
    'document',
    'Upload an identity document (multipart field "document"; JPEG, PNG or PDF up to 10 MB)',
  );

  r.post(
    '/profile/:id/increment-view',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['profile'],
        summary: "Count a view of a jobseeker's profile (once per viewer per hour)",
        params: userIdParams,
        response: { 200: z.object({ profile_views: z.number().int() }), ...errors },
      },
    },
    async (request) => ({
      profile_views: await profiles.recordView(request.params.id, {
        userId: request.session?.user.id,
        ip: request.ip,
      }),
    }),
  );

  r.get(
    '/users/:id',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['profile'],
        summary: "A member's public profile (the e-mail only for logged-in viewers)",
        params: userIdParams,
        response: { 200: publicProfileSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = request.session
        ? { id: request.session.user.id, role: request.session.user.role }
        : null;
      return profiles.getPublicProfile(request.params.id, viewer);
    },
  );

  r.get(
    '/files/identity/:name',
    {
      // An admin's reading is recorded (decisions.md); the owner's own is not.
      config: {
        access: 'user',
        audit: {
          action: 'identity_document.read',
          target: 'identity_document',
          targetParam: 'name',
          reason: true,
        },
      },
      schema: {
        tags: ['profile'],
        summary: 'An identity document, for its owner and admins only',
        description:
          "An admin may say why in `reason` (at most 200 characters); the owner's account activity shows the opening with it, or with 'no reason given' (docs/decisions/048).",
        security: [{ bearerAuth: [] }],
        params: fileNameParams,
        querystring: adminReasonQuerySchema,
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      const file = await profiles.openIdentityDocument(request.params.name, user);
      auditSubjects(request, [file.ownerId]);
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `inline; filename="identity-document.${request.params.name.split('.')[1]}"`,
        )
        .send(file.body);
    },
  );
}

/** Avatars are images only: any other name is "not found" before storage is asked. */
const AVATAR_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

/**
 * Avatars are public files with random names: served outside /api, cached for good. With
 * `?w=` one of AVATAR_WIDTHS, a square WebP of that width (docs/decisions/064).
 */
export async function avatarRoutes(
  app: FastifyInstance,
  opts: { storage: Storage; thumbnails: AvatarThumbnails },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/uploads/avatars/:name',
    {
      schema: {
        hide: true,
        params: z.object({ name: z.string() }),
        querystring: z.object({ w: z.string().optional() }),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { name } = request.params;
      const { w } = request.query;
      let width: AvatarWidth | null = null;
      if (w !== undefined) {
        const asked = Number(w);
        if (!isAvatarWidth(asked)) {
          return sendError(
            reply,
            400,
            `An avatar comes in widths of ${AVATAR_WIDTHS.join(', ')} pixels: ask for one of them as w.`,
            { field: 'w' },
          );
        }
        width = asked;
      }
      let file: AvatarFile | null = null;
      if (AVATAR_NAME.test(name)) {
        file =
          width === null
            ? await opts.storage.get(`avatars/${name}`)
            : await opts.thumbnails.get(name, width);
      }
      if (!file) return sendError(reply, 404, 'File not found.');
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(file.body);
    },
  );
}

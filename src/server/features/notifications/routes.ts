import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  isNotificationChannel,
  isNotificationKind,
  type NotificationChannel,
  type NotificationKind,
  notificationKindsOf,
} from '../../../shared/notifications.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  notificationCountSchema,
  notificationIdParams,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
} from '../../../shared/schemas/notifications.ts';
import { invalidField, notFound } from '../../errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { NotificationsService } from './service.ts';

const errors = errorReplies(400, 401, 403, 404);

/** The notification centre and its preferences (docs/decisions/052): every signed-in person. */
export async function notificationRoutes(
  app: FastifyInstance,
  opts: { notifications: NotificationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = opts;

  r.get(
    '/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first",
        description:
          '`limit` 1-50 (default 20); `before` an id, for the page after one ending there (`next_before`).',
        security: [{ bearerAuth: [] }],
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const { before, limit } = request.query;
      const items = await notifications.list(user.id, { before, limit: limit + 1 });
      const page = items.slice(0, limit);
      return {
        items: page,
        next_before: items.length > limit ? (page[page.length - 1]?.id ?? null) : null,
      };
    },
  );

  r.get(
    '/notifications/unread-count',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: "The caller's unread notifications: the header bell's number",
        security: [{ bearerAuth: [] }],
        response: { 200: notificationCountSchema, ...errors },
      },
    },
    async (request) => ({
      count: await notifications.unreadCount(requireSession(request).user.id),
    }),
  );

  r.post(
    '/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the caller’s notifications read (404 for anyone else’s)',
        security: [{ bearerAuth: [] }],
        params: notificationIdParams,
        response: { 200: notificationCountSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      if (!(await notifications.markRead(user.id, request.params.id))) {
        throw notFound(MESSAGES.notificationNotFound);
      }
      return { count: await notifications.unreadCount(user.id) };
    },
  );

  r.post(
    '/notifications/read-all',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification of the caller read',
        security: [{ bearerAuth: [] }],
        response: { 200: notificationCountSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      await notifications.markAllRead(user.id);
      return { count: 0 };
    },
  );

  r.get(
    '/notification-preferences',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'How the caller gets each kind of notification of their role',
        description:
          "An object of kind to channel: 'app' (in the app only), 'email' (at once), 'digest' (a daily mail at 08:00 in the caller's time zone) or 'off'. Security and account mail is not listed: it always goes.",
        security: [{ bearerAuth: [] }],
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      return notifications.preferencesOf(user.id, user.role);
    },
  );

  r.put(
    '/notification-preferences',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Choose the channel of some kinds; the others stay as they are',
        description:
          "`{ kind: channel, ... }` for kinds of the caller's role; 400 for an unknown kind or channel, or a kind of another role. Answers every kind of the role.",
        security: [{ bearerAuth: [] }],
        body: z.record(z.string(), z.unknown(), { error: MESSAGES.notificationPreferencesInvalid }),
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const own = notificationKindsOf(user.role);
      const changes: Partial<Record<NotificationKind, NotificationChannel>> = {};
      for (const [kind, channel] of Object.entries(request.body)) {
        if (!isNotificationKind(kind)) throw invalidField(kind, MESSAGES.notificationKindUnknown);
        if (!own.includes(kind)) throw invalidField(kind, MESSAGES.fieldNotForRole);
        if (!isNotificationChannel(channel)) {
          throw invalidField(kind, MESSAGES.notificationChannelInvalid);
        }
        changes[kind] = channel;
      }
      await notifications.setChannels(user.id, changes);
      return notifications.preferencesOf(user.id, user.role);
    },
  );
}

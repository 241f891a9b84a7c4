import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  adminChatParams,
  adminChatQuerySchema,
  chatHistoryPageSchema,
  chatHistoryQuerySchema,
  chatIdParams,
  chatListSchema,
  markReadReplySchema,
  onlineReplySchema,
  unreadCountSchema,
} from '../../../shared/schemas/chat.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { notFound } from '../../errors.ts';
import type { Presence } from '../../infra/presence.ts';
import type { RealtimeHub } from '../../infra/realtime-hub.ts';
import { auditSubjects } from '../../plugins/audit.ts';
import { requireSession } from '../../plugins/auth.ts';
import { userIdParams } from '../profiles/params.ts';
import type { ProfilesService } from '../profiles/service.ts';
import type { ChatService } from './service.ts';

const errors = errorReplies(400, 401, 403, 404);

/** Chats are for the two parties of an Accepted application (spec section 6). */
const parties = {
  access: ['jobseeker', 'employer'] as const,
  forbiddenMessage: MESSAGES.messagesOnlyParties,
};

/** The REST side of messaging and presence (docs/decisions/016). */
export async function chatRoutes(
  app: FastifyInstance,
  opts: {
    chat: ChatService;
    presence: Presence;
    profiles: ProfilesService;
    hub: RealtimeHub;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { chat } = opts;

  r.get(
    '/chats',
    {
      config: parties,
      schema: {
        tags: ['messages'],
        summary: "The caller's chats (one per Accepted application), latest activity first",
        security: [{ bearerAuth: [] }],
        response: { 200: chatListSchema, ...errors },
      },
    },
    async (request) => chat.list(requireSession(request).user.id),
  );

  r.get(
    '/chats/unread-count',
    {
      config: parties,
      schema: {
        tags: ['messages'],
        summary: 'How many messages to the caller are unread, over all chats (the header badge)',
        security: [{ bearerAuth: [] }],
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => ({ count: await chat.unreadCount(requireSession(request).user.id) }),
  );

  r.get(
    '/chats/:id/messages',
    {
      config: parties,
      schema: {
        tags: ['messages'],
        summary:
          "A chat's messages, for its two parties: page 1 is the newest, oldest first inside",
        description:
          '`:id` is the application id. `limit` 1 to 100 (default 50). Reading the history does not mark it read: `joinChat` and `POST /api/chats/:id/read` do.',
        security: [{ bearerAuth: [] }],
        params: chatIdParams,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryPageSchema, ...errors },
      },
    },
    async (request) =>
      chat.history(request.params.id, requireSession(request).user.id, request.query),
  );

  r.post(
    '/chats/:id/read',
    {
      config: parties,
      schema: {
        tags: ['messages'],
        summary: 'Mark the messages to the caller in this chat read; answers the new unread total',
        security: [{ bearerAuth: [] }],
        params: chatIdParams,
        response: { 200: markReadReplySchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireSession(request).user.id;
      const reply = await chat.markRead(request.params.id, userId);
      // The caller's other tabs clear their badge too.
      opts.hub.emitUnreadCount(userId, { count: reply.count });
      return reply;
    },
  );

  r.get(
    '/users/:id/online',
    {
      config: { access: 'user' },
      schema: {
        tags: ['messages'],
        summary: 'Is the member online: an open socket or a request in the last 5 minutes',
        security: [{ bearerAuth: [] }],
        params: userIdParams,
        response: { 200: onlineReplySchema, ...errors },
      },
    },
    async (request) => {
      const user = await opts.profiles.findSessionUser(request.params.id);
      if (!user) throw notFound(MESSAGES.userNotFound);
      return { isOnline: !user.isBlocked && (await opts.presence.isOnline(user.id)) };
    },
  );

  r.get(
    '/admin/chat/:id',
    {
      config: {
        access: 'admin',
        forbiddenMessage: MESSAGES.onlyForAdmins,
        // Both parties of every message read see the reading in their account activity.
        audit: { action: 'chat.read', target: 'job_post', reason: true },
      },
      schema: {
        tags: ['admin'],
        summary: "Every message on a job post's applications (the Chat History tab)",
        description:
          "`:id` is a job post id. Page 1 holds the newest `limit` messages (default 10, at most 100), oldest first inside; `total` counts them all. An optional `reason` (at most 200 characters) is recorded, or 'no reason given', and shown to the people whose messages were read (docs/decisions/048).",
        security: [{ bearerAuth: [] }],
        params: adminChatParams,
        querystring: adminChatQuerySchema,
        response: { 200: chatHistoryPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await chat.historyOfJob(request.params.id, request.query);
      auditSubjects(
        request,
        page.data.flatMap((message) => [message.sender_id, message.recipient_id]),
      );
      return page;
    },
  );

  r.get(
    '/admin/users/:id/flagged-messages',
    {
      config: {
        access: 'admin',
        forbiddenMessage: MESSAGES.onlyForAdmins,
        audit: { action: 'chat.read_flagged', target: 'user', reason: true },
      },
      schema: {
        tags: ['admin'],
        summary: 'The chat messages a user sent that the scam detector flagged, newest first',
        description:
          "The review queue's evidence (docs/decisions/046). Each message carries its `flags`. Page 1 holds the newest `limit` (default 10, at most 100); `total` counts them all.",
        security: [{ bearerAuth: [] }],
        params: userIdParams,
        querystring: adminChatQuerySchema,
        response: { 200: chatHistoryPageSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await opts.profiles.findSessionUser(request.params.id))) {
        throw notFound(MESSAGES.userNotFound);
      }
      const page = await chat.flaggedBy(request.params.id, request.query);
      // The recipients see the reading in their account activity too (docs/decisions/048).
      auditSubjects(
        request,
        page.data.flatMap((message) => [message.sender_id, message.recipient_id]),
      );
      return page;
    },
  );
}

import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companyNameOf } from '../../../shared/company.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type {
  ChatHistoryPage,
  ChatHistoryQuery,
  ChatMessage,
  ChatSummary,
  MarkReadReply,
} from '../../../shared/schemas/chat.ts';
import { detectRisks, type Finding } from '../../../shared/trust/detector.ts';
import type { Database } from '../../db/client.ts';
import { chatMessages, jobApplications, jobPosts, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { BackgroundTasks } from '../../infra/background.ts';
import type { Presence } from '../../infra/presence.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { ProfilesService } from '../profiles/service.ts';
import { createOfflineMail } from './offline-mail.ts';

/** PostgreSQL's foreign_key_violation, directly or as the cause of a wrapped error. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === '23503') return true;
    e = e.cause as typeof e;
  }
  return false;
}

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');
const jobseeker = alias(users, 'jobseeker');
const employer = alias(users, 'employer');

type Party = { id: number; username: string; email: string };

/** An Accepted application seen as a chat, with both parties. */
export type Chat = {
  id: number;
  jobPostId: number;
  jobTitle: string;
  jobseeker: Party;
  employer: Party;
};

const messageColumns = {
  id: chatMessages.id,
  jobApplicationId: chatMessages.jobApplicationId,
  senderId: chatMessages.senderId,
  recipientId: chatMessages.recipientId,
  senderUsername: sender.username,
  recipientUsername: recipient.username,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  isRead: chatMessages.isRead,
  clientId: chatMessages.clientId,
  flags: chatMessages.flags,
};

type MessageRow = {
  id: number;
  jobApplicationId: number;
  senderId: number;
  recipientId: number;
  senderUsername: string;
  recipientUsername: string;
  content: string;
  createdAt: Date;
  isRead: boolean;
  clientId: string | null;
  flags: Finding[];
};

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    job_application_id: row.jobApplicationId,
    sender_id: row.senderId,
    recipient_id: row.recipientId,
    sender: { id: row.senderId, username: row.senderUsername },
    recipient: { id: row.recipientId, username: row.recipientUsername },
    content: row.content,
    created_at: new Date(row.createdAt).toISOString(),
    is_read: Boolean(row.isRead),
    client_id: row.clientId,
    flags: row.flags,
  };
}

/**
 * Chats between the parties of Accepted applications (decisions.md, "Chat and presence";
 * docs/decisions/016). Only this feature writes the messages tables (docs/decisions/030).
 */
export function createChatService(deps: {
  db: Database;
  presence: Presence;
  /** Tells a recipient who is away, as they chose (docs/decisions/052). */
  notifications: Pick<NotificationsService, 'notify'>;
  background: BackgroundTasks;
  publicUrl: string;
  /** Owns the account row, where flagged messages count toward the risk score. */
  profiles: Pick<ProfilesService, 'countFlaggedWriting'>;
}) {
  const { db } = deps;
  const offlineMail = createOfflineMail(deps);

  const selectMessages = () =>
    db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(sender, eq(sender.id, chatMessages.senderId))
      .innerJoin(recipient, eq(recipient.id, chatMessages.recipientId));

  /**
   * Pages newest-first and hands each page back oldest-first, as a conversation reads
   * (docs/decisions/016), or newest-first, as a review queue reads (docs/decisions/046).
   */
  async function pageOf(
    where: ReturnType<typeof eq>,
    query: ChatHistoryQuery,
    order: 'oldest-first' | 'newest-first' = 'oldest-first',
  ): Promise<ChatHistoryPage> {
    const [rows, counted] = await Promise.all([
      selectMessages()
        .where(where)
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: sql<number>`count(*)::int` }).from(chatMessages).where(where),
    ]);
    const page = order === 'oldest-first' ? rows.reverse() : rows;
    return { total: counted[0]?.n ?? 0, data: page.map(toMessage) };
  }

  async function unreadCount(userId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(and(eq(chatMessages.recipientId, userId), eq(chatMessages.isRead, false)));
    return row?.n ?? 0;
  }

  /**
   * The chat of an application for one of its parties: 404 when the application does not
   * exist, 403 for anyone else and while it is not Accepted.
   */
  async function open(jobApplicationId: number, userId: number): Promise<Chat> {
    const [row] = await db
      .select({
        id: jobApplications.id,
        status: jobApplications.status,
        jobPostId: jobPosts.id,
        jobTitle: jobPosts.title,
        jobseekerId: jobseeker.id,
        jobseekerUsername: jobseeker.username,
        jobseekerEmail: jobseeker.email,
        employerId: employer.id,
        employerUsername: employer.username,
        employerEmail: employer.email,
      })
      .from(jobApplications)
      .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
      .innerJoin(jobseeker, eq(jobseeker.id, jobApplications.jobseekerId))
      .innerJoin(employer, eq(employer.id, jobPosts.employerId))
      .where(eq(jobApplications.id, jobApplicationId))
      .limit(1);
    if (!row) throw notFound(MESSAGES.applicationNotFound);
    if (row.jobseekerId !== userId && row.employerId !== userId) {
      throw forbidden(MESSAGES.chatNotParty);
    }
    if (row.status !== 'Accepted') throw forbidden(MESSAGES.chatNotAccepted);
    return {
      id: row.id,
      jobPostId: row.jobPostId,
      jobTitle: row.jobTitle,
      jobseeker: {
        id: row.jobseekerId,
        username: row.jobseekerUsername,
        email: row.jobseekerEmail,
      },
      employer: { id: row.employerId, username: row.employerUsername, email: row.employerEmail },
    };
  }

  async function markRead(jobApplicationId: number, userId: number): Promise<number> {
    const marked = await db
      .update(chatMessages)
      .set({ isRead: true, readAt: new Date() })
      .where(
        and(
          eq(chatMessages.jobApplicationId, jobApplicationId),
          eq(chatMessages.recipientId, userId),
          eq(chatMessages.isRead, false),
        ),
      )
      .returning({ id: chatMessages.id });
    return marked.length;
  }

  return {
    open,
    unreadCount,

    /** GET /api/chats: the caller's chats, latest activity first. */
    async list(userId: number): Promise<ChatSummary[]> {
      const other = alias(users, 'other');
      const unread = sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.jobApplicationId} = ${jobApplications.id} and ${chatMessages.recipientId} = ${userId} and ${chatMessages.isRead} = false)`;
      const lastId = sql<
        number | null
      >`(select ${chatMessages.id} from ${chatMessages} where ${chatMessages.jobApplicationId} = ${jobApplications.id} order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc limit 1)`;
      const lastAt = sql<Date | null>`(select max(${chatMessages.createdAt}) from ${chatMessages} where ${chatMessages.jobApplicationId} = ${jobApplications.id})`;
      const rows = await db
        .select({
          id: jobApplications.id,
          startedAt: jobApplications.updatedAt,
          jobPostId: jobPosts.id,
          jobTitle: jobPosts.title,
          otherId: other.id,
          otherUsername: other.username,
          otherAvatar: other.avatar,
          otherRole: other.role,
          otherCompanyName: other.companyName,
          otherVerified: other.identityVerified,
          unread,
          lastId,
          lastAt,
        })
        .from(jobApplications)
        .innerJoin(jobPosts, eq(jobPosts.id, jobApplications.jobPostId))
        .innerJoin(
          other,
          sql`${other.id} = case when ${jobApplications.jobseekerId} = ${userId} then ${jobPosts.employerId} else ${jobApplications.jobseekerId} end`,
        )
        .where(
          and(
            eq(jobApplications.status, 'Accepted'),
            or(eq(jobApplications.jobseekerId, userId), eq(jobPosts.employerId, userId)),
          ),
        )
        .orderBy(
          sql`coalesce((select max(${chatMessages.createdAt}) from ${chatMessages} where ${chatMessages.jobApplicationId} = ${jobApplications.id}), ${jobApplications.updatedAt}) desc`,
          desc(jobApplications.id),
        );
      const lastIds = rows.map((r) => r.lastId).filter((id): id is number => id !== null);
      const lastMessages =
        lastIds.length === 0 ? [] : await selectMessages().where(inArray(chatMessages.id, lastIds));
      const byId = new Map(lastMessages.map((m) => [m.id, toMessage(m)]));
      return rows.map((row) => ({
        job_application_id: row.id,
        job_post: { id: row.jobPostId, title: row.jobTitle },
        other_user: {
          id: row.otherId,
          username: row.otherUsername,
          avatar: row.otherAvatar,
          role: row.otherRole,
          company_name: row.otherRole === 'employer' ? companyNameOf(row.otherCompanyName) : null,
          identity_verified: row.otherVerified,
        },
        last_message: row.lastId === null ? null : (byId.get(row.lastId) ?? null),
        unread_count: Number(row.unread),
        started_at: new Date(row.startedAt).toISOString(),
      }));
    },

    /** GET /api/chats/:id/messages: for the two parties only. */
    async history(
      jobApplicationId: number,
      userId: number,
      query: ChatHistoryQuery,
    ): Promise<ChatHistoryPage> {
      await open(jobApplicationId, userId);
      return pageOf(eq(chatMessages.jobApplicationId, jobApplicationId), query);
    },

    /** GET /api/admin/chat/:id: every message on the job post's applications. */
    async historyOfJob(jobPostId: number, query: ChatHistoryQuery): Promise<ChatHistoryPage> {
      const [post] = await db
        .select({ id: jobPosts.id })
        .from(jobPosts)
        .where(eq(jobPosts.id, jobPostId))
        .limit(1);
      if (!post) throw notFound(MESSAGES.jobNotFound);
      const ofJob = inArray(
        chatMessages.jobApplicationId,
        db
          .select({ id: jobApplications.id })
          .from(jobApplications)
          .where(eq(jobApplications.jobPostId, jobPostId)),
      );
      return pageOf(ofJob as ReturnType<typeof eq>, query);
    },

    /**
     * GET /api/admin/users/:id/flagged-messages: the chat messages this account sent that the
     * detector flagged, newest first (the review queue's evidence, docs/decisions/046).
     */
    async flaggedBy(senderId: number, query: ChatHistoryQuery): Promise<ChatHistoryPage> {
      const where = sql`${chatMessages.senderId} = ${senderId} and ${chatMessages.flags} <> '[]'::jsonb`;
      return pageOf(where, query, 'newest-first');
    },

    /**
     * `joinChat`: the caller opens the chat, which reads it; answers the latest messages, oldest
     * first, and the caller's new unread total.
     */
    async join(jobApplicationId: number, userId: number, size: number) {
      const chat = await open(jobApplicationId, userId);
      await markRead(jobApplicationId, userId);
      const [page, count] = await Promise.all([
        pageOf(eq(chatMessages.jobApplicationId, jobApplicationId), { page: 1, limit: size }),
        unreadCount(userId),
      ]);
      return { chat, messages: page.data, total: page.total, unread: count };
    },

    /** POST /api/chats/:id/read. */
    async markRead(jobApplicationId: number, userId: number): Promise<MarkReadReply> {
      await open(jobApplicationId, userId);
      const marked = await markRead(jobApplicationId, userId);
      return { marked, count: await unreadCount(userId) };
    },

    /**
     * Stores one message from a party of the chat, in one statement (whole or not at all) that
     * also counts the recipient's unread messages. With a clientId already used by this sender,
     * nothing new is stored and the stored message comes back with `duplicate: true`. `known`
     * is the chat as this sender opened it before (a socket remembers its chats: Accepted is
     * final, and a deleted application makes the insert fail, answered 404).
     */
    async send(
      senderId: number,
      input: { jobApplicationId: number; content: string; clientId?: string | undefined },
      known?: Chat,
    ): Promise<{ message: ChatMessage; duplicate: boolean; chat: Chat; unread: number }> {
      const chat = known ?? (await open(input.jobApplicationId, senderId));
      const from = chat.jobseeker.id === senderId ? chat.jobseeker : chat.employer;
      const to = chat.jobseeker.id === senderId ? chat.employer : chat.jobseeker;
      const clientId = input.clientId ?? null;
      // Delivered either way: the recipient sees a warning under it (docs/decisions/046).
      const flags = detectRisks(input.content);
      let rows: Record<string, unknown>[];
      try {
        // The count cannot see the row inserted by the same statement, hence the + 1.
        const result = await db.execute(sql`
          with inserted as (
            insert into ${chatMessages} (job_application_id, sender_id, recipient_id, content, client_id, flags)
            values (${chat.id}, ${senderId}, ${to.id}, ${input.content}, ${clientId}, ${JSON.stringify(flags)}::jsonb)
            on conflict (sender_id, client_id) where client_id is not null do nothing
            returning id, created_at, is_read, client_id, content, flags
          )
          select inserted.*,
            (select count(*)::int from ${chatMessages}
              where recipient_id = ${to.id} and is_read = false) + 1 as unread
          from inserted`);
        rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      } catch (error) {
        // The application went away since the socket opened the chat.
        if (isForeignKeyViolation(error)) throw notFound(MESSAGES.applicationNotFound);
        throw error;
      }
      const created = rows[0];
      if (created) {
        // A resent duplicate is not counted twice: only a stored message gets here.
        if (flags.length > 0) await deps.profiles.countFlaggedWriting(senderId, 'flaggedMessages');
        return {
          chat,
          duplicate: false,
          unread: Number(created.unread),
          message: toMessage({
            id: Number(created.id),
            jobApplicationId: chat.id,
            senderId,
            recipientId: to.id,
            senderUsername: from.username,
            recipientUsername: to.username,
            content: String(created.content),
            createdAt: created.created_at as Date,
            isRead: Boolean(created.is_read),
            clientId: (created.client_id as string | null) ?? null,
            flags: created.flags as Finding[],
          }),
        };
      }
      const [existing] = await selectMessages()
        .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId ?? '')))
        .limit(1);
      // The row that took the clientId was deleted in between: nothing sensible is left to do.
      if (!existing) throw notFound(MESSAGES.applicationNotFound);
      return { chat, duplicate: true, unread: 0, message: toMessage(existing) };
    },

    /** After a stored message, mails a recipient who is away (offline-mail.ts). */
    notifyIfOffline: offlineMail.notifyIfOffline,
  };
}

export type ChatService = ReturnType<typeof createChatService>;

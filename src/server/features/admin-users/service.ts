import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  type AdminUser,
  type AdminUsersQuery,
  type RiskScoreReply,
  riskDetailsSchema,
} from '../../../shared/schemas/admin-users.ts';
import type { EmployerPlan } from '../../../shared/schemas/billing.ts';
import {
  FLAGGED_MESSAGES_REVIEW_THRESHOLD,
  FLAGGED_MESSAGES_WINDOW_HOURS,
  type ProfileFinding,
} from '../../../shared/schemas/content-flags.ts';
import type { Database } from '../../db/client.ts';
import { chatMessages, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { RealtimeHub } from '../../infra/realtime-hub.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.ts';
import type { PlansService } from '../billing/plans.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { UserRow } from '../profiles/accounts.ts';
import type { ProfilesService } from '../profiles/service.ts';
import { csvRecord } from './csv.ts';

/** An employer's plan as the Users table shows it; other roles have none. */
type PlanCell = Pick<EmployerPlan, 'plan' | 'period_end' | 'last_day'> | undefined;

const toAdminUser = (row: UserRow, plan?: PlanCell): AdminUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  is_blocked: row.isBlocked,
  identity_verified: row.identityVerified,
  identity_document: row.identityDocument,
  email_verified: row.emailVerifiedAt !== null,
  country: row.country,
  risk_score: row.riskScore,
  created_at: row.createdAt.toISOString(),
  plan: row.role === 'employer' ? (plan?.plan ?? 'free') : null,
  plan_until: row.role === 'employer' ? (plan?.period_end ?? null) : null,
  plan_last_day: row.role === 'employer' ? (plan?.last_day ?? null) : null,
});

/**
 * The flagged chat messages an account sent within the rolling window ending now
 * (docs/decisions/046), read from the messages (the chat feature writes them, anyone may read).
 * Spelled out in SQL: in a select list Drizzle leaves columns unqualified, and `id` or
 * `created_at` would then name the message's own.
 */
const flaggedRecently = sql<number>`(select count(*)::int from ${chatMessages} as flagged where flagged.sender_id = ${sql.raw('"users"."id"')} and flagged.flags <> '[]'::jsonb and flagged.created_at > now() - interval '${sql.raw(String(FLAGGED_MESSAGES_WINDOW_HOURS))} hours')`;

/** `%` and `_` typed into a search box are letters, not wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const CSV_COLUMNS = [
  'id',
  'username',
  'email',
  'role',
  'is_blocked',
  'identity_verified',
  'email_verified',
  'country',
  'risk_score',
  'created_at',
] as const;

/** Rows fetched per database round trip while streaming the export. */
const EXPORT_BATCH_SIZE = 500;

/**
 * The admin console's Users tab (docs/spec.md, "Admin calls"; docs/decisions/018). Who may call
 * is decided by the routes (admins only); the rules that protect the caller's own account are
 * here.
 */
export function createAdminUsersService(deps: {
  db: Database;
  profiles: ProfilesService;
  realtime: RealtimeHub;
  /** Tells a person of the decision on their identity, as they chose (docs/decisions/052). */
  notifications: Pick<NotificationsService, 'deliver'>;
  publicUrl: string;
  /** Employers' plans, shown in the Users table (docs/decisions/055). */
  plans: Pick<PlansService, 'plansOf'>;
}) {
  const { db, profiles, realtime } = deps;

  /** The rows with each employer's plan in force. */
  async function withPlans(rows: UserRow[]): Promise<AdminUser[]> {
    const employerIds = rows.filter((row) => row.role === 'employer').map((row) => row.id);
    const planned = await deps.plans.plansOf(employerIds);
    return rows.map((row) => toAdminUser(row, planned.get(row.id)));
  }

  async function findOrFail(id: number): Promise<UserRow> {
    const user = await profiles.findById(id);
    if (!user) throw notFound(MESSAGES.userNotFound);
    return user;
  }

  return {
    /** Newest accounts first; `search` matches part of a username or e-mail, any case. */
    async list(query: AdminUsersQuery): Promise<{ data: AdminUser[]; total: number }> {
      const filters: SQL[] = [];
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        const match = or(ilike(users.username, pattern), ilike(users.email, pattern));
        if (match) filters.push(match);
      }
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.identity === 'pending') {
        filters.push(isNotNull(users.identityDocument), eq(users.identityVerified, false));
      }
      const isReviewQueue = query.review === 'flagged-messages';
      if (isReviewQueue) {
        // Blocking is the admin's answer: it takes the person off the queue.
        filters.push(
          eq(users.isBlocked, false),
          gte(flaggedRecently, FLAGGED_MESSAGES_REVIEW_THRESHOLD),
        );
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      if (isReviewQueue) {
        const [rows, [totalRow]] = await Promise.all([
          db
            .select({ user: users, recent: flaggedRecently })
            .from(users)
            .where(where)
            .orderBy(desc(flaggedRecently), desc(users.id))
            .limit(query.limit)
            .offset((query.page - 1) * query.limit),
          db.select({ total: count() }).from(users).where(where),
        ]);
        const shown = await withPlans(rows.map((row) => row.user));
        return {
          data: shown.map((user, i) => ({
            ...user,
            flagged_messages_recent: rows[i]?.recent ?? 0,
          })),
          total: totalRow?.total ?? 0,
        };
      }
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { data: await withPlans(rows), total: totalRow?.total ?? 0 };
    },

    /**
     * Blocks or unblocks an account. Blocking logs the person out everywhere: their tokens are
     * revoked (so unblocking needs a fresh login) and their sockets closed on every instance.
     */
    async setBlocked(id: number, isBlocked: boolean, actorId: number): Promise<AdminUser> {
      if (isBlocked && id === actorId) throw badRequest(MESSAGES.adminCannotBlockSelf);
      const row = await profiles.setBlocked(id, isBlocked);
      if (!row) throw notFound(MESSAGES.userNotFound);
      if (isBlocked) await realtime.disconnectUser(id);
      const [shown] = await withPlans([row]);
      return shown as AdminUser;
    },

    /** Sets a new password (the rules of registration apply) and ends every session. */
    async resetPassword(id: number, newPassword: string): Promise<void> {
      const user = await findOrFail(id);
      assertAcceptablePassword(newPassword, user);
      await profiles.setPassword(id, await hashPassword(newPassword), true);
      await realtime.disconnectUser(id);
    },

    /**
     * Erases the account exactly as self-deletion does (decisions.md): the person, their files,
     * applications, messages and tokens; what they wrote for others stays without an author.
     */
    async deleteUser(id: number, actorId: number): Promise<UserRow> {
      if (id === actorId) throw badRequest(MESSAGES.adminCannotDeleteSelf);
      const user = await findOrFail(id);
      await profiles.deleteAccount(id);
      await realtime.disconnectUser(id);
      return user;
    },

    /**
     * Verify (true) or reject (false) the current identity document; verifying needs one. A
     * verified document kept since a newer upload is deleted either way (docs/decisions/018):
     * `discardedVerifiedDocument` says so, for the audit entry.
     */
    async verifyIdentity(
      id: number,
      verify: boolean,
    ): Promise<{ id: number; identity_verified: boolean; discardedVerifiedDocument: boolean }> {
      const user = await findOrFail(id);
      const { discardedVerifiedDocument } = await profiles.decideIdentity(id, verify);
      const title = verify
        ? 'Your identity is verified'
        : 'Your identity document was not accepted';
      const body = verify
        ? 'An admin checked your identity document: your profile now shows it as verified.'
        : 'An admin could not verify your identity with the document you uploaded. You can upload a clearer or different document on your profile.';
      deps.notifications.deliver('identity decision', {
        userId: id,
        kind: 'identity_decision',
        title,
        body,
        link: '/profile',
        mail: {
          to: user.email,
          subject: title,
          content: {
            preheader: title,
            greeting: `Hi ${user.username},`,
            paragraphs: [body],
            action: { label: 'Open my profile', url: `${deps.publicUrl}/profile` },
            footer: 'You received this because you uploaded an identity document to TalentBridge.',
          },
        },
      });
      return { id, identity_verified: verify, discardedVerifiedDocument };
    },

    /**
     * The stored score, with what it is made of: set by the last registration or login, raised
     * when another account first shares an address or device (docs/decisions/018).
     */
    async riskScore(id: number): Promise<Omit<RiskScoreReply, 'linkedAccounts'>> {
      const user = await findOrFail(id);
      const details = riskDetailsSchema.safeParse(user.riskDetails);
      const [recent] = await db.select({ n: flaggedRecently }).from(users).where(eq(users.id, id));
      return {
        userId: user.id,
        riskScore: user.riskScore,
        details: details.success
          ? details.data
          : riskDetailsSchema.parse({
              duplicateIp: false,
              proxyDetected: false,
              duplicateFingerprint: false,
            }),
        profileFindings: user.profileFlags as ProfileFinding[],
        flaggedMessagesRecent: recent?.n ?? 0,
      };
    },

    /**
     * Every account as CSV, in id order, a batch at a time: the export never holds more than one
     * batch in memory however many accounts there are.
     */
    async *exportCsv(): AsyncGenerator<string> {
      yield csvRecord([...CSV_COLUMNS]);
      let afterId = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(users)
          .where(gt(users.id, afterId))
          .orderBy(asc(users.id))
          .limit(EXPORT_BATCH_SIZE);
        if (rows.length === 0) return;
        yield rows
          .map((row) => toAdminUser(row))
          .map((u) => csvRecord(CSV_COLUMNS.map((column) => u[column])))
          .join('');
        afterId = rows[rows.length - 1]?.id ?? afterId;
        if (rows.length < EXPORT_BATCH_SIZE) return;
      }
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

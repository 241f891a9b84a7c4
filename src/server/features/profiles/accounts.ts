import {
  and,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import {
  MAIL_PREFERENCES,
  type MailPreference,
  PENDING_REMINDER_INTERVAL_DAYS,
} from '../../../shared/mail-preferences.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Role } from '../../../shared/roles.ts';
import {
  FLAGGED_WRITING_WEIGHT,
  FLAGGED_WRITING_WEIGHT_MAX,
  type NetworkRiskDetails,
  RISK_WEIGHTS,
  type RiskCount,
  type RiskFlag,
} from '../../../shared/schemas/admin-users.ts';
import type { ProfileFinding } from '../../../shared/schemas/content-flags.ts';
import { type Database, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../db/client.ts';
import { reviews, users } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { spendLinks } from '../auth/account-emails.ts';
import { notOff, storeMailSwitch } from '../notifications/mail-switches.ts';

export type UserRow = typeof users.$inferSelect;

/** What authentication needs to know about the caller on every request. */
export type SessionUser = Pick<
  UserRow,
  'id' | 'username' | 'role' | 'isBlocked' | 'tokensValidAfter' | 'sessionVersion'
>;

/** The `users` column of each optional mail (docs/decisions/037). */
export const MAIL_PREFERENCE_KEYS = {
  pending_reminders: 'mailPendingReminders',
  invitations: 'mailInvitations',
} as const satisfies Record<MailPreference, keyof UserRow>;

const DAY_MS = 24 * 60 * 60 * 1000;

export type NewUser = {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  registrationIp?: string | null;
  registrationFingerprint?: string | null;
  emailVerifiedAt?: Date | null;
};

/** The database, or the transaction a caller's own writes run in. */
type Executor = Pick<Database, 'update'>;

/** A unique-index race on users becomes the same 409 the up-front check gives. */
export function asAccountConflict(error: unknown): unknown {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) return error;
  const constraint = pgConstraint(error) ?? '';
  return conflict(constraint.includes('email') ? MESSAGES.emailTaken : MESSAGES.usernameTaken);
}

/**
 * `riskScoreOf` in SQL, over a details expression, so that raising a flag on other accounts is one
 * statement that reads and writes each row at once (no stale proxy bit from a concurrent login).
 */
function riskScoreSql(details: SQL): SQL {
  const terms = (Object.keys(RISK_WEIGHTS) as RiskFlag[]).map(
    (key) =>
      sql`(case when coalesce((${details} ->> ${key}::text)::boolean, false) then ${RISK_WEIGHTS[key]}::int else 0 end)`,
  );
  const written = sql`(coalesce((${details} ->> 'flaggedMessages')::int, 0) + coalesce((${details} ->> 'flaggedCoverLetters')::int, 0))`;
  terms.push(
    sql`least(${FLAGGED_WRITING_WEIGHT_MAX}::int, ${written} * ${FLAGGED_WRITING_WEIGHT}::int)`,
  );
  return sql`least(100, ${sql.join(terms, sql` + `)})`;
}

/**
 * The account row as sign-in, trust, reviews and the admin console need it. The profiles feature
 * owns the `users` table: these narrow writes are how the other features change it
 * (docs/decisions/030-table-ownership.md). Reads may join the table freely.
 */
export function createAccounts(db: Database) {
  async function emailOrUsernameTaken(email: string, username: string) {
    const rows = await db
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(sql`${users.email} = ${email} or lower(${users.username}) = lower(${username})`)
      .limit(2);
    if (rows.some((r) => r.email === email)) return MESSAGES.emailTaken;
    if (rows.length > 0) return MESSAGES.usernameTaken;
    return null;
  }

  return {
    /** Creates an account; a taken e-mail or username answers 409, even when two race. */
    async createUser(input: NewUser): Promise<UserRow> {
      const taken = await emailOrUsernameTaken(input.email, input.username);
      if (taken) throw conflict(taken);
      try {
        const [row] = await db.insert(users).values(input).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      } catch (error) {
        throw asAccountConflict(error);
      }
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async isUsernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return rows.length > 0;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Members of a role who are not blocked (the resumes and employers of /stats). */
    async countActiveMembers(role: 'jobseeker' | 'employer'): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, role), eq(users.isBlocked, false)));
      return row?.n ?? 0;
    },

    async markEmailVerified(id: number): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    },

    async findSessionUser(id: number): Promise<SessionUser | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          role: users.role,
          isBlocked: users.isBlocked,
          tokensValidAfter: users.tokensValidAfter,
          sessionVersion: users.sessionVersion,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    async recordLogin(id: number, meta: { ip: string; fingerprint: string | null }) {
      await db
        .update(users)
        .set({
          lastLoginIp: meta.ip,
          lastLoginFingerprint: meta.fingerprint,
          lastLoginAt: new Date(),
        })
        .where(eq(users.id, id));
    },

    /**
     * Sets a new password hash. Reset links issued before it stop working; with
     * `revokeSessions`, every session ends at once (docs/decisions/002).
     */
    async setPassword(id: number, passwordHash: string, revokeSessions: boolean) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            passwordHash,
            updatedAt: new Date(),
            ...(revokeSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
          })
          .where(eq(users.id, id));
        await spendLinks(tx, id, ['reset_password']);
      });
    },

    /**
     * Ends every session of the account at once, the caller's own included (Sign out everywhere,
     * docs/decisions/048): the version in every token issued so far stops matching.
     */
    async endAllSessions(id: number): Promise<void> {
      await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /**
     * Blocks or unblocks an account (the admin console). Blocking ends every session at once
     * (docs/decisions/002). The updated row, or undefined when there is no such account.
     */
    async setBlocked(id: number, isBlocked: boolean): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          isBlocked,
          updatedAt: new Date(),
          ...(isBlocked ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Sets a member's average rating from the reviews about them (null when none are left), in the
     * caller's transaction: the reviews feature holds the member's row lock around it.
     */
    async recomputeRating(userId: number, executor: Executor = db): Promise<void> {
      await executor
        .update(users)
        .set({
          averageRating: sql`(select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.revieweeId} = ${userId})`,
        })
        .where(eq(users.id, userId));
    },

    /**
     * Turns one optional mail on or off for an account of the preference's role (an unsubscribe
     * link, docs/decisions/037). False when there is no such account of that role.
     */
    async setMailPreference(
      userId: number,
      preference: MailPreference,
      enabled: boolean,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ [MAIL_PREFERENCE_KEYS[preference]]: enabled, updatedAt: new Date() })
          .where(and(eq(users.id, userId), eq(users.role, MAIL_PREFERENCES[preference].role)))
          .returning({ id: users.id });
        // The switch is a notification channel now (docs/decisions/052).
        if (rows.length > 0) await storeMailSwitch(tx, userId, preference, enabled);
        return rows.length > 0;
      });
    },

    /**
     * Claims this week's pending-applications reminder of an employer before it is mailed
     * (docs/decisions/037): one conditional update, so two sweeps (a restart, two instances)
     * cannot both claim it. Blocked accounts and those who turned the reminder off are never
     * claimed. The recipient, or undefined when the reminder is not due.
     */
    async claimPendingReminder(
      userId: number,
      now: Date,
    ): Promise<Pick<UserRow, 'id' | 'username' | 'email' | 'companyName'> | undefined> {
      const dueBefore = new Date(now.getTime() - PENDING_REMINDER_INTERVAL_DAYS * DAY_MS);
      const [row] = await db
        .update(users)
        .set({ pendingReminderSentAt: now })
        .where(
          and(
            eq(users.id, userId),
            eq(users.role, 'employer'),
            eq(users.isBlocked, false),
            // Not turned off (docs/decisions/052): 'app' and 'digest' still get the reminder.
            notOff(users.id, 'pending_reminder'),
            or(isNull(users.pendingReminderSentAt), lt(users.pendingReminderSentAt, dueBefore)),
          ),
        )
        .returning({
          id: users.id,
          username: users.username,
          email: users.email,
          companyName: users.companyName,
        });
      return row;
    },

    /**
     * Gives a claim back when its mail could not be sent, so that the next sweep tries again;
     * only the claim made at `claimedAt` (a later one stays).
     */
    async releasePendingReminder(userId: number, claimedAt: Date): Promise<void> {
      await db
        .update(users)
        .set({ pendingReminderSentAt: null })
        .where(and(eq(users.id, userId), eq(users.pendingReminderSentAt, claimedAt)));
    },

    /**
     * Stores a trust assessment: the door's signals, merged into the stored details (the
     * writing counts stay, docs/decisions/046), the score recomputed from them in the same
     * statement, and the country when given. Answers the new score.
     */
    async recordRisk(
      userId: number,
      risk: { riskDetails: NetworkRiskDetails; country?: string | null },
    ): Promise<number> {
      const merged = sql`(coalesce(${users.riskDetails}, '{}'::jsonb) || ${JSON.stringify(risk.riskDetails)}::jsonb)`;
      const [row] = await db
        .update(users)
        .set({
          riskDetails: merged,
          riskScore: riskScoreSql(merged),
          ...(risk.country !== undefined ? { country: risk.country } : {}),
        })
        .where(eq(users.id, userId))
        .returning({ riskScore: users.riskScore });
      return row?.riskScore ?? 0;
    },

    /**
     * Counts one more flagged chat message or cover letter of this account (docs/decisions/046)
     * and recomputes its score in the same statement. Unlike the door's flags this gives a score
     * to an account never assessed: what it wrote is evidence of its own.
     */
    async countFlaggedWriting(userId: number, count: RiskCount): Promise<void> {
      const raised = sql`(coalesce(${users.riskDetails}, '{}'::jsonb) || jsonb_build_object(${count}::text, coalesce((${users.riskDetails} ->> ${count}::text)::int, 0) + 1))`;
      await db
        .update(users)
        .set({ riskDetails: raised, riskScore: riskScoreSql(raised) })
        .where(eq(users.id, userId));
    },

    /**
     * Stores the findings in the profile's texts as just saved (docs/decisions/046) and sets the
     * `flaggedProfile` risk detail from them, the score recomputed in the same statement. A clean
     * save clears it; an account with neither a stored flag nor a finding is left as it is.
     */
    async recordProfileFindings(userId: number, findings: ProfileFinding[]): Promise<void> {
      const isFlagged = findings.length > 0;
      const details = sql`(coalesce(${users.riskDetails}, '{}'::jsonb) || jsonb_build_object('flaggedProfile', ${isFlagged}::boolean))`;
      const wasFlagged = sql`coalesce((${users.riskDetails} ->> 'flaggedProfile')::boolean, false)`;
      await db
        .update(users)
        .set({
          profileFlags: findings,
          riskDetails: sql`case when ${isFlagged}::boolean or ${wasFlagged} then ${details} else ${users.riskDetails} end`,
          riskScore: sql`case when ${isFlagged}::boolean or ${wasFlagged} then ${riskScoreSql(details)} else ${users.riskScore} end`,
        })
        .where(eq(users.id, userId));
    },

    /**
     * Raises one risk flag on the accounts `accountIds` selects that do not carry it yet, and
     * recomputes their stored score in the same statement (docs/decisions/018).
     */
    async raiseRiskFlag(accountIds: SQLWrapper, flag: RiskFlag): Promise<void> {
      const raised = sql`(coalesce(${users.riskDetails}, '{}'::jsonb) || jsonb_build_object(${flag}::text, true))`;
      await db
        .update(users)
        .set({ riskDetails: raised, riskScore: riskScoreSql(raised) })
        .where(
          and(
            inArray(users.id, accountIds),
            // A score is never invented for an account never assessed (docs/decisions/018).
            isNotNull(users.riskScore),
            sql`not coalesce((${users.riskDetails} ->> ${flag}::text)::boolean, false)`,
          ),
        );
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

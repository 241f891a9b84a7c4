import { asc, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Role } from '../../../shared/roles.ts';
import type { Profile } from '../../../shared/schemas/profile.ts';
import { type Database, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../db/client.ts';
import { categories, userCategories, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';

export type UserRow = typeof users.$inferSelect;

/** What authentication needs to know about the caller on every request. */
export type SessionUser = Pick<
  UserRow,
  'id' | 'username' | 'role' | 'isBlocked' | 'tokensValidAfter'
>;

export type NewUser = {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  registrationIp?: string | null;
  registrationFingerprint?: string | null;
  emailVerifiedAt?: Date | null;
};

function toProfile(user: UserRow, userCats: { id: number; name: string }[]): Profile {
  const isJobseeker = user.role === 'jobseeker';
  const isEmployer = user.role === 'employer';
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    timezone: user.timezone,
    currency: user.currency,
    avatar: user.avatar,
    average_rating: user.averageRating,
    identity_verified: user.identityVerified,
    identity_document: user.identityDocument,
    profile_views: user.profileViews,
    is_blocked: user.isBlocked,
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
    company_name: isEmployer ? user.companyName : null,
    company_info: isEmployer ? user.companyInfo : null,
    referral_link: isEmployer ? user.referralLink : null,
    skills: isJobseeker ? user.skills : [],
    categories: isJobseeker ? userCats : [],
    experience: isJobseeker ? user.experience : null,
    portfolio: isJobseeker ? user.portfolio : null,
    video_intro: isJobseeker ? user.videoIntro : null,
  };
}

export function createProfilesService(db: Database) {
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
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
          const constraint = pgConstraint(error) ?? '';
          throw conflict(
            constraint.includes('email') ? MESSAGES.emailTaken : MESSAGES.usernameTaken,
          );
        }
        throw error;
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

    async findSessionUser(id: number): Promise<SessionUser | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          role: users.role,
          isBlocked: users.isBlocked,
          tokensValidAfter: users.tokensValidAfter,
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

    async setPassword(id: number, passwordHash: string, revokeSessions: boolean) {
      const now = new Date();
      now.setMilliseconds(0);
      await db
        .update(users)
        .set({ passwordHash, updatedAt: now, ...(revokeSessions ? { tokensValidAfter: now } : {}) })
        .where(eq(users.id, id));
    },

    async getProfile(id: number): Promise<Profile> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!user) throw notFound('Profile not found.');
      const cats =
        user.role === 'jobseeker'
          ? await db
              .select({ id: categories.id, name: categories.name })
              .from(userCategories)
              .innerJoin(categories, eq(categories.id, userCategories.categoryId))
              .where(eq(userCategories.userId, id))
              .orderBy(asc(categories.name))
          : [];
      return toProfile(user, cats);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

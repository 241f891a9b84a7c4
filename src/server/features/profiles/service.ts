import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Role } from '../../../shared/roles.ts';
import {
  EMPLOYER_ONLY_FIELDS,
  JOBSEEKER_ONLY_FIELDS,
  type Profile,
  type ProfileUpdate,
  type PublicProfile,
} from '../../../shared/schemas/profile.ts';
import { type Database, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../db/client.ts';
import { profileViews, userCategories, users } from '../../db/schema.ts';
import { badRequest, conflict, invalidField, notFound } from '../../errors.ts';
import type { Storage } from '../../infra/storage.ts';
import { spendLinks } from '../auth/account-emails.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { CategoriesService } from '../categories/service.ts';
import {
  afterDecision,
  afterUpload,
  type IdentityChange,
  type IdentityState,
} from './identity-document.ts';
import type { Upload, UploadKind } from './uploads.ts';

export type UserRow = typeof users.$inferSelect;

/** A unique-index race on users becomes the same 409 the up-front check gives. */
function asAccountConflict(error: unknown): unknown {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) return error;
  const constraint = pgConstraint(error) ?? '';
  return conflict(constraint.includes('email') ? MESSAGES.emailTaken : MESSAGES.usernameTaken);
}

/** What authentication needs to know about the caller on every request. */
export type SessionUser = Pick<
  UserRow,
  'id' | 'username' | 'role' | 'isBlocked' | 'tokensValidAfter' | 'sessionVersion'
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
    pending_email: user.pendingEmail,
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

export function createProfilesService(deps: {
  db: Database;
  categories: CategoriesService;
  storage: Storage;
  /**
   * Called after an employer's username or avatar changed or their account (and so their job
   * posts) went: job search replies show them, and their cache must not outlive the change.
   */
  employerChanged?: () => Promise<void>;
}) {
  const { db, categories: categoriesService, storage } = deps;
  const employerChanged = async (user: UserRow) => {
    if (user.role === 'employer') await deps.employerChanged?.();
  };
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

  const service = {
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

    async getProfile(id: number): Promise<Profile> {
      const user = await service.findById(id);
      if (!user) throw notFound(MESSAGES.profileNotFound);
      return toProfile(user, await categoriesOf(user));
    },

    /**
     * What anyone may see of a member (GET /users/:id). Blocked members and admins are not
     * public; the e-mail is for logged-in viewers only (decisions.md).
     */
    async getPublicProfile(
      id: number,
      viewer: { id: number; role: Role } | null,
    ): Promise<PublicProfile> {
      const user = await service.findById(id);
      const isHidden =
        !user || user.role === 'admin' || (user.isBlocked && viewer?.role !== 'admin');
      if (!user || isHidden) throw notFound(MESSAGES.profileNotFound);
      const { identity_document, is_blocked, email_verified, email, pending_email, ...rest } =
        toProfile(user, await categoriesOf(user));
      return { ...rest, email: viewer ? email : null };
    },

    /**
     * PUT /profile. Fields of another role are refused; a taken username or e-mail answers 409.
     * A new e-mail needs the current password and only waits as `pending_email` until its link
     * is clicked (docs/decisions/008); `emailChangeRequested` tells the caller to send the mails.
     * Giving the current address back cancels a pending change.
     */
    async updateProfile(
      id: number,
      input: ProfileUpdate,
      /** How the current password is checked; the app's counts guesses (auth service). */
      confirmPassword: (user: UserRow, password: string) => Promise<boolean> = (user, password) =>
        verifyPassword(user.passwordHash, password),
    ): Promise<{ profile: Profile; emailChangeRequested: string | null }> {
      const user = await service.findById(id);
      if (!user) throw notFound(MESSAGES.profileNotFound);
      const given = (field: string) => (input as Record<string, unknown>)[field] !== undefined;
      const foreign = [
        ...(user.role === 'jobseeker' ? [] : JOBSEEKER_ONLY_FIELDS),
        ...(user.role === 'employer' ? [] : EMPLOYER_ONLY_FIELDS),
      ].filter(given);
      const [foreignField] = foreign;
      if (foreignField) throw invalidField(foreignField, MESSAGES.fieldNotForRole);

      let categoryIds: number[] | undefined;
      if (input.categoryIds !== undefined) {
        categoryIds = [...new Set(input.categoryIds)];
        const found = await categoriesService.findByIds(categoryIds);
        if (found.length !== categoryIds.length)
          throw invalidField('categoryIds', MESSAGES.categoriesUnknown);
      }
      const emailChanged = input.email !== undefined && input.email !== user.email;
      if (emailChanged) {
        // The message already reads "currentPassword: …" (shared/messages.ts); `field` says it apart.
        if (!input.currentPassword) {
          throw badRequest(MESSAGES.currentPasswordRequired, { field: 'currentPassword' });
        }
        if (!(await confirmPassword(user, input.currentPassword))) {
          throw badRequest(MESSAGES.currentPasswordWrong, { field: 'currentPassword' });
        }
      }
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (input.username !== undefined) changes.username = input.username;
      if (emailChanged) changes.pendingEmail = input.email;
      else if (input.email !== undefined && user.pendingEmail) changes.pendingEmail = null;
      if (input.timezone !== undefined) changes.timezone = input.timezone;
      if (input.currency !== undefined) changes.currency = input.currency;
      if (input.skills !== undefined) changes.skills = input.skills;
      if (input.experience !== undefined) changes.experience = input.experience;
      if (input.portfolio !== undefined) changes.portfolio = input.portfolio;
      if (input.video_intro !== undefined) changes.videoIntro = input.video_intro;
      if (input.company_name !== undefined) changes.companyName = input.company_name;
      if (input.company_info !== undefined) changes.companyInfo = input.company_info;
      if (input.referral_link !== undefined) changes.referralLink = input.referral_link;

      if (
        input.username !== undefined &&
        input.username.toLowerCase() !== user.username.toLowerCase()
      ) {
        if (await service.isUsernameTaken(input.username)) throw conflict(MESSAGES.usernameTaken);
      }
      if (emailChanged && input.email && (await service.findByEmail(input.email))) {
        throw conflict(MESSAGES.emailTaken);
      }
      try {
        await db.transaction(async (tx) => {
          await tx.update(users).set(changes).where(eq(users.id, id));
          if (changes.pendingEmail === null) {
            await spendLinks(tx, id, ['confirm_email_change', 'cancel_email_change']);
          }
          if (categoryIds !== undefined) {
            await tx.delete(userCategories).where(eq(userCategories.userId, id));
            if (categoryIds.length > 0) {
              await tx
                .insert(userCategories)
                .values(categoryIds.map((categoryId) => ({ userId: id, categoryId })));
            }
          }
        });
      } catch (error) {
        throw asAccountConflict(error);
      }
      if (input.username !== undefined && input.username !== user.username) {
        await employerChanged(user);
      }
      return {
        profile: await service.getProfile(id),
        emailChangeRequested: emailChanged ? (input.email ?? null) : null,
      };
    },

    /**
     * Makes the confirmed pending address the login and reset address, if it is still the one
     * the link was for; earlier reset and change links stop working (docs/decisions/008).
     */
    async confirmEmailChange(id: number, email: string): Promise<'ok' | 'stale'> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            .set({ email, pendingEmail: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
            .where(and(eq(users.id, id), eq(users.pendingEmail, email)))
            .returning({ id: users.id });
          if (!row) return 'stale';
          await spendLinks(tx, id, ['reset_password', 'verify_email', 'confirm_email_change']);
          return 'ok';
        });
      } catch (error) {
        throw asAccountConflict(error);
      }
    },

    /**
     * The old address's cancel link. Before confirmation it drops the pending address; after,
     * it gives the old address back and ends every session, since someone else may have made
     * the change (docs/decisions/008).
     */
    async cancelEmailChange(id: number, oldEmail: string): Promise<'cancelled' | 'reverted'> {
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx
            .select({ email: users.email })
            .from(users)
            .where(eq(users.id, id))
            .for('update');
          if (!user) throw notFound(MESSAGES.profileNotFound);
          const reverted = user.email !== oldEmail;
          await tx
            .update(users)
            .set({
              pendingEmail: null,
              updatedAt: new Date(),
              ...(reverted
                ? {
                    email: oldEmail,
                    emailVerifiedAt: new Date(),
                    sessionVersion: sql`${users.sessionVersion} + 1`,
                  }
                : {}),
            })
            .where(eq(users.id, id));
          await spendLinks(tx, id, [
            'confirm_email_change',
            'cancel_email_change',
            ...(reverted ? (['reset_password', 'verify_email'] as const) : []),
          ]);
          return reverted ? 'reverted' : 'cancelled';
        });
      } catch (error) {
        throw asAccountConflict(error);
      }
    },

    /**
     * Counts a view of a jobseeker's profile once per viewer (user, or IP for visitors) per hour;
     * a member's own views never count (decisions.md).
     */
    async recordView(profileId: number, viewer: { userId?: number; ip: string }): Promise<number> {
      const user = await service.findById(profileId);
      if (!user || user.role === 'admin' || user.isBlocked)
        throw notFound(MESSAGES.profileNotFound);
      if (user.role !== 'jobseeker') throw badRequest(MESSAGES.viewsForJobseekersOnly);
      if (viewer.userId === profileId) return user.profileViews;
      const viewerKey = viewer.userId !== undefined ? `user:${viewer.userId}` : `ip:${viewer.ip}`;
      return db.transaction(async (tx) => {
        // One statement decides whether this viewer's last counted view is over an hour old.
        const counted = await tx
          .insert(profileViews)
          .values({ profileId, viewerKey })
          .onConflictDoUpdate({
            target: [profileViews.profileId, profileViews.viewerKey],
            set: { viewedAt: sql`now()` },
            setWhere: sql`${profileViews.viewedAt} <= now() - interval '1 hour'`,
          })
          .returning({ profileId: profileViews.profileId });
        if (counted.length === 0) return user.profileViews;
        const [row] = await tx
          .update(users)
          .set({ profileViews: sql`${users.profileViews} + 1` })
          .where(eq(users.id, profileId))
          .returning({ views: users.profileViews });
        return row?.views ?? user.profileViews;
      });
    },

    /**
     * Stores a new avatar or identity document. The new file is written first and the profile
     * switched to it; only then is the old file removed, so any failure leaves the profile as it
     * was (and a new file the profile never pointed at is removed again).
     */
    async replaceFile(id: number, kind: UploadKind, upload: Upload): Promise<Profile> {
      const user = await service.findById(id);
      if (!user) throw notFound(MESSAGES.profileNotFound);
      const name = `${randomBytes(16).toString('hex')}.${upload.ext}`;
      const key = kind === 'avatar' ? `avatars/${name}` : `identity/${name}`;
      const path =
        kind === 'avatar' ? `${AVATAR_URL_PREFIX}${name}` : `${IDENTITY_URL_PREFIX}${name}`;
      await storage.put(key, upload.bytes, upload.contentType);
      let discarded: (string | null)[];
      try {
        if (kind === 'avatar') {
          await db
            .update(users)
            .set({ avatar: path, updatedAt: new Date() })
            .where(eq(users.id, id));
          discarded = [user.avatar];
        } else {
          // A new document takes the badge away until an admin decides (docs/decisions/018).
          discarded = await changeIdentity(id, (state) => afterUpload(state, path));
        }
      } catch (error) {
        await storage.delete(key).catch(() => {});
        throw error;
      }
      if (kind === 'avatar') await employerChanged(user);
      await deleteFiles(discarded);
      return service.getProfile(id);
    },

    /**
     * An admin's verdict on the current identity document; the verified document kept since a
     * newer upload is deleted either way (docs/decisions/018). Says whether there was one.
     */
    async decideIdentity(
      id: number,
      verify: boolean,
    ): Promise<{ discardedVerifiedDocument: boolean }> {
      const discarded = await changeIdentity(id, (state) => {
        if (verify && !state.identityDocument) throw conflict(MESSAGES.identityDocumentMissing);
        return afterDecision(state, verify);
      });
      await deleteFiles(discarded);
      return { discardedVerifiedDocument: discarded.length > 0 };
    },

    /** The identity document at `path`, for its owner or an admin only; 404 for anyone else. */
    async openIdentityDocument(name: string, viewer: { id: number; role: Role }) {
      const path = `${IDENTITY_URL_PREFIX}${name}`;
      const [owner] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.identityDocument, path))
        .limit(1);
      // Someone else's document and a document that does not exist look the same.
      if (!owner || (owner.id !== viewer.id && viewer.role !== 'admin')) {
        throw notFound(MESSAGES.identityDocumentNotFound);
      }
      const object = await storage.get(`identity/${name}`);
      if (!object) throw notFound(MESSAGES.identityDocumentNotFound);
      return object;
    },

    /**
     * Erases the person (decisions.md): the account row and everything that cascades from it
     * (categories, tokens, views, reviews about them), then their files. Reviews they wrote stay
     * without an author.
     */
    async deleteAccount(id: number): Promise<void> {
      const user = await service.findById(id);
      if (!user) return;
      if (user.role === 'admin') {
        const [admins] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(eq(users.role, 'admin'));
        // The marketplace must never be left without someone to moderate it.
        if ((admins?.n ?? 0) <= 1) throw conflict(MESSAGES.lastAdmin);
      }
      await db.delete(users).where(eq(users.id, id));
      await employerChanged(user);
      await deleteFiles([user.avatar, user.identityDocument, user.previousIdentityDocument]);
    },
  };

  /** Removes stored avatars or documents; a file already gone is no error. */
  async function deleteFiles(paths: (string | null)[]) {
    for (const path of paths) {
      const key = path ? storageKeyOf(path) : null;
      if (key) await storage.delete(key).catch(() => {});
    }
  }

  /**
   * Applies a change of the identity document and badge under a lock on the row, so that two
   * uploads, or an upload and an admin's decision, never work from the same stale state. Returns
   * the files no longer referenced; they are deleted after the commit.
   */
  async function changeIdentity(
    id: number,
    transition: (state: IdentityState) => IdentityChange,
  ): Promise<string[]> {
    return db.transaction(async (tx) => {
      const [state] = await tx
        .select({
          identityDocument: users.identityDocument,
          identityVerified: users.identityVerified,
          previousIdentityDocument: users.previousIdentityDocument,
        })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!state) throw notFound(MESSAGES.profileNotFound);
      const { next, discarded } = transition(state);
      await tx
        .update(users)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(users.id, id));
      return discarded;
    });
  }

  async function categoriesOf(user: UserRow) {
    if (user.role !== 'jobseeker') return [];
    const rows = await db
      .select({ categoryId: userCategories.categoryId })
      .from(userCategories)
      .where(eq(userCategories.userId, user.id));
    return categoriesService.findByIds(rows.map((r) => r.categoryId));
  }

  return service;
}

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
export const IDENTITY_URL_PREFIX = '/api/files/identity/';

/** The storage key behind a stored avatar or document path, or null for anything else. */
export function storageKeyOf(path: string): string | null {
  if (path.startsWith(AVATAR_URL_PREFIX)) return `avatars/${path.slice(AVATAR_URL_PREFIX.length)}`;
  if (path.startsWith(IDENTITY_URL_PREFIX))
    return `identity/${path.slice(IDENTITY_URL_PREFIX.length)}`;
  return null;
}

export type ProfilesService = ReturnType<typeof createProfilesService>;

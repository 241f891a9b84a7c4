import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { MAIL_PREFERENCE_NAMES, MAIL_PREFERENCES } from '../../../shared/mail-preferences.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { profileCompleteness } from '../../../shared/profile-completeness.ts';
import type { Role } from '../../../shared/roles.ts';
import {
  PROFILE_TEXT_FIELDS,
  type ProfileFinding,
  type ProfileTextField,
} from '../../../shared/schemas/content-flags.ts';
import {
  EMPLOYER_ONLY_FIELDS,
  JOBSEEKER_ONLY_FIELDS,
  type Profile,
  type ProfileUpdate,
  type PublicProfile,
} from '../../../shared/schemas/profile.ts';
import { detectRisks } from '../../../shared/trust/detector.ts';
import { clockWindow, zoneOffset } from '../../../shared/working-hours.ts';
import type { Database } from '../../db/client.ts';
import { profileViews, userCategories, users } from '../../db/schema.ts';
import { badRequest, conflict, invalidField, notFound } from '../../errors.ts';
import type { Storage } from '../../infra/storage.ts';
import { spendLinks } from '../auth/account-emails.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { CategoriesService } from '../categories/service.ts';
import { storeMailSwitch } from '../notifications/mail-switches.ts';
import {
  asAccountConflict,
  createAccounts,
  MAIL_PREFERENCE_KEYS,
  type UserRow,
} from './accounts.ts';
import { createEmailChange } from './email-change.ts';
import { createProfileFiles } from './files.ts';
import type { Upload, UploadKind } from './uploads.ts';

/** A zone's offset from UTC now, in minutes; null without a zone or for one the runtime lacks. */
function offsetNow(timezone: string | null): number | null {
  if (!timezone) return null;
  try {
    return zoneOffset(timezone, Date.now());
  } catch {
    return null;
  }
}

function toProfile(user: UserRow, userCats: { id: number; name: string }[]): Profile {
  const isJobseeker = user.role === 'jobseeker';
  const isEmployer = user.role === 'employer';
  const profile: Omit<Profile, 'completeness'> = {
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
    verified_employer: user.verifiedEmployer,
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
    ...talentFactsOf(user),
    working_hours: isJobseeker ? clockWindow(user.workStart, user.workEnd) : null,
    mail_preferences: mailPreferencesOf(user),
  };
  return { ...profile, completeness: isJobseeker ? profileCompleteness(profile) : null };
}

/** The owner's optional mail (docs/decisions/037): their role's on or off, the others null. */
function mailPreferencesOf(user: UserRow): Profile['mail_preferences'] {
  return Object.fromEntries(
    MAIL_PREFERENCE_NAMES.map((name) => [
      name,
      MAIL_PREFERENCES[name].role === user.role ? user[MAIL_PREFERENCE_KEYS[name]] : null,
    ]),
  ) as Profile['mail_preferences'];
}

/** A jobseeker's talent facts as replies name them (docs/decisions/032); empty for other roles. */
function talentFactsOf(user: UserRow) {
  const isJobseeker = user.role === 'jobseeker';
  return {
    headline: isJobseeker ? user.headline : null,
    hourly_rate: isJobseeker ? user.hourlyRate : null,
    country: isJobseeker ? user.profileCountry : null,
    languages: isJobseeker ? user.languages : [],
    availability: isJobseeker ? user.availability : null,
    search_status: isJobseeker ? user.searchStatus : null,
  };
}

/** The detector's findings in each profile text, in PROFILE_TEXT_FIELDS order. */
function profileFindingsOf(
  texts: Record<ProfileTextField, string | null | undefined>,
): ProfileFinding[] {
  return PROFILE_TEXT_FIELDS.flatMap((field) =>
    detectRisks(texts[field] ?? '').map((finding) => ({ ...finding, field })),
  );
}

/**
 * Members' profiles and the account row behind them. This feature owns `users`,
 * `user_categories` and `profile_views` (docs/decisions/030): its service is the account row's
 * (accounts.ts), the e-mail change links' (email-change.ts) and the stored files' (files.ts),
 * with the profile itself read and changed here.
 */
export function createProfilesService(deps: {
  db: Database;
  categories: CategoriesService;
  storage: Storage;
  /**
   * Called after an employer's username, company name, avatar or identity badge changed or their
   * account (and so their job posts) went: job search replies show them (docs/decisions/036), and
   * their cache must not outlive the change.
   */
  employerChanged?: () => Promise<void>;
}) {
  const { db, categories: categoriesService, storage } = deps;
  const employerChanged = async (user: UserRow) => {
    if (user.role === 'employer') await deps.employerChanged?.();
  };
  const accounts = createAccounts(db);
  const files = createProfileFiles({
    db,
    storage,
    findById: accounts.findById,
    shownChanged: employerChanged,
  });

  const emailChange = createEmailChange(db);
  /**
   * After a write that may have made or unmade a verified employer: their mark is kept by
   * triggers (migration 0018), and job replies and Find Jobs' filter show it (docs/decisions/049).
   */
  const verificationMayHaveChanged = async (id: number) => {
    const user = await accounts.findById(id);
    if (user) await employerChanged(user);
  };

  const service = {
    ...accounts,
    ...emailChange,

    async markEmailVerified(id: number): Promise<void> {
      await accounts.markEmailVerified(id);
      await verificationMayHaveChanged(id);
    },

    async confirmEmailChange(id: number, email: string): Promise<'ok' | 'stale'> {
      const result = await emailChange.confirmEmailChange(id, email);
      // An address confirmed through its link is a verified one.
      if (result === 'ok') await verificationMayHaveChanged(id);
      return result;
    },

    /**
     * Employers whose last upheld complaint has just passed its 12 months get their mark back
     * (docs/decisions/049); the server runs this hourly. Says how many did.
     */
    async sweepVerifiedEmployers(): Promise<number> {
      // The function recomputes (and stores) one employer's mark; true when it changed.
      const restored = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.role, 'employer'),
            eq(users.verifiedEmployer, false),
            isNotNull(users.emailVerifiedAt),
            eq(users.identityVerified, true),
            sql`refresh_verified_employer(${users.id})`,
          ),
        );
      if (restored.length > 0) await deps.employerChanged?.();
      return restored.length;
    },
    openIdentityDocument: files.openIdentityDocument,
    decideIdentity: files.decideIdentity,

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
      const {
        identity_document,
        is_blocked,
        email_verified,
        email,
        pending_email,
        completeness,
        ...rest
      } = toProfile(user, await categoriesOf(user));
      return {
        ...rest,
        email: viewer ? email : null,
        utc_offset_minutes: offsetNow(user.timezone),
      };
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
      if (foreignField === 'working_hours') {
        throw invalidField(foreignField, MESSAGES.workingHoursJobseekersOnly);
      }
      if (foreignField) throw invalidField(foreignField, MESSAGES.fieldNotForRole);
      // Working hours are read in the profile's time zone (docs/decisions/051): none without it.
      const timezoneAfter = input.timezone !== undefined ? input.timezone : user.timezone;
      const hoursAfter =
        input.working_hours !== undefined ? input.working_hours : user.workStart !== null;
      if (input.working_hours && timezoneAfter === null) {
        throw invalidField('working_hours', MESSAGES.workingHoursNeedTimezone);
      }
      if (hoursAfter && timezoneAfter === null) {
        throw invalidField('timezone', MESSAGES.timezoneNeededByWorkingHours);
      }
      const mailPreferences = Object.entries(input.mail_preferences ?? {}).filter(
        (entry): entry is [keyof typeof MAIL_PREFERENCES, boolean] => entry[1] !== undefined,
      );
      for (const [name] of mailPreferences) {
        if (MAIL_PREFERENCES[name].role !== user.role) {
          throw invalidField(`mail_preferences.${name}`, MESSAGES.fieldNotForRole);
        }
      }

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
      if (input.headline !== undefined) changes.headline = input.headline;
      if (input.hourly_rate !== undefined) changes.hourlyRate = input.hourly_rate;
      if (input.country !== undefined) changes.profileCountry = input.country;
      if (input.languages !== undefined) changes.languages = input.languages;
      if (input.availability !== undefined) changes.availability = input.availability;
      if (input.search_status !== undefined) changes.searchStatus = input.search_status;
      if (input.working_hours !== undefined) {
        changes.workStart = input.working_hours?.start ?? null;
        changes.workEnd = input.working_hours?.end ?? null;
      }
      if (input.company_name !== undefined) changes.companyName = input.company_name;
      if (input.company_info !== undefined) changes.companyInfo = input.company_info;
      if (input.referral_link !== undefined) changes.referralLink = input.referral_link;
      for (const [name, enabled] of mailPreferences) changes[MAIL_PREFERENCE_KEYS[name]] = enabled;

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
          // The switches are notification channels now (docs/decisions/052).
          for (const [name, enabled] of mailPreferences) {
            await storeMailSwitch(tx, id, name, enabled);
          }
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
      // The detector reads the profile's texts as saved; the admin's risk view shows what it
      // found (docs/decisions/046). Saves that touch none of them leave the findings as they are.
      if (PROFILE_TEXT_FIELDS.some(given)) {
        await service.recordProfileFindings(
          id,
          profileFindingsOf({
            headline: input.headline !== undefined ? input.headline : user.headline,
            experience: input.experience !== undefined ? input.experience : user.experience,
            portfolio: input.portfolio !== undefined ? input.portfolio : user.portfolio,
            company_name: input.company_name !== undefined ? input.company_name : user.companyName,
            company_info: input.company_info !== undefined ? input.company_info : user.companyInfo,
          }),
        );
      }
      // Job replies show the employer's username and company name (docs/decisions/036).
      const isShownChange =
        (input.username !== undefined && input.username !== user.username) ||
        (input.company_name !== undefined && input.company_name !== user.companyName);
      if (isShownChange) await employerChanged(user);
      return {
        profile: await service.getProfile(id),
        emailChangeRequested: emailChanged ? (input.email ?? null) : null,
      };
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

    /** Stores a new avatar or identity document (files.ts); answers the profile as it is now. */
    async replaceFile(id: number, kind: UploadKind, upload: Upload): Promise<Profile> {
      await files.replaceFile(id, kind, upload);
      return service.getProfile(id);
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
      await files.deleteFiles([user.avatar, user.identityDocument, user.previousIdentityDocument]);
    },
  };

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

export type ProfilesService = ReturnType<typeof createProfilesService>;

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authTokens } from '../../db/schema.ts';
import type { Mailer } from '../../infra/mail.ts';
import { renderMail } from '../../infra/mail-layout.ts';

export type TokenPurpose =
  | 'verify_email'
  | 'reset_password'
  | 'confirm_email_change'
  | 'cancel_email_change';

/**
 * Lifetimes of decisions.md: 24 hours to verify an address, 1 hour to reset a password. A new
 * address is confirmed within 24 hours too; the old address may undo a change for 7 days
 * (docs/decisions/008).
 */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  confirm_email_change: 24 * 60 * 60 * 1000,
  cancel_email_change: 7 * 24 * 60 * 60 * 1000,
};

/**
 * Spends every unused link of these kinds of a user, in the caller's transaction: a reset link
 * must not outlive a change of password or address (docs/decisions/008).
 */
export async function spendLinks(
  db: Pick<Database, 'update'>,
  userId: number,
  purposes: TokenPurpose[],
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        inArray(authTokens.purpose, purposes),
        isNull(authTokens.usedAt),
      ),
    );
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type ConsumeResult =
  | { status: 'ok'; userId: number; email: string | null }
  | { status: 'invalid' }
  | { status: 'used'; userId: number }
  | { status: 'expired'; userId: number };

type Recipient = { id: number; username: string; email: string };

export type TwoFactorEvent = 'enabled' | 'disabled' | 'recovery_code_used';

/**
 * The single-use links of account e-mails: issued, mailed and consumed here. Tokens are 256
 * random bits; only their SHA-256 is stored.
 */
export function createAccountEmails(deps: { db: Database; mailer: Mailer; publicUrl: string }) {
  const { db, mailer, publicUrl } = deps;

  /** `email`: the address a change-of-address link is about. */
  async function issue(userId: number, purpose: TokenPurpose, email?: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    // A new link replaces the older unused ones of the same kind.
    await spendLinks(db, userId, [purpose]);
    await db.insert(authTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      email: email ?? null,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    });
    return token;
  }

  return {
    async sendVerification(user: Recipient): Promise<void> {
      const token = await issue(user.id, 'verify_email');
      const url = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: user.email,
        subject: 'Confirm your e-mail address for TalentBridge',
        ...renderMail({
          preheader: 'One click to confirm your e-mail address.',
          greeting: `Hi ${user.username},`,
          paragraphs: [
            'Welcome to TalentBridge. Please confirm that this is your e-mail address, so that employers and candidates can trust it and you receive job notifications.',
            'The link works once and expires in 24 hours.',
          ],
          action: { label: 'Confirm my e-mail address', url },
          footer:
            'You received this because this address was used to sign up at TalentBridge. If it was not you, ignore this message.',
        }),
      });
    },

    async sendPasswordReset(user: Recipient): Promise<void> {
      const token = await issue(user.id, 'reset_password');
      const url = `${publicUrl}/reset-password/confirm?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: user.email,
        subject: 'Reset your TalentBridge password',
        ...renderMail({
          preheader: 'A link to choose a new password.',
          greeting: `Hi ${user.username},`,
          paragraphs: [
            'Someone asked to reset the password of your TalentBridge account. If it was you, choose a new password with the link below. Setting it signs you out everywhere else.',
            'The link works once and expires in 1 hour.',
          ],
          action: { label: 'Choose a new password', url },
          footer: 'If you did not ask for this, ignore this message: your password stays as it is.',
        }),
      });
    },

    /** To the new address: the link that makes it the login address (docs/decisions/008). */
    async sendEmailChangeConfirmation(user: Recipient, newEmail: string): Promise<void> {
      const token = await issue(user.id, 'confirm_email_change', newEmail);
      const url = `${publicUrl}/email-change/confirm?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: newEmail,
        subject: 'Confirm your new e-mail address for TalentBridge',
        ...renderMail({
          preheader: 'One click to make this your TalentBridge address.',
          greeting: `Hi ${user.username},`,
          paragraphs: [
            `You asked to change the e-mail address of your TalentBridge account to ${newEmail}. Confirm it with the link below; until then you keep logging in with your current address.`,
            'The link works once and expires in 24 hours.',
          ],
          action: { label: 'Confirm my new address', url },
          footer:
            'If you did not ask for this, ignore this message: nothing changes without this link.',
        }),
      });
    },

    /**
     * To the current address: a change was asked for, and the link that undoes it, for 7 days,
     * even after the new address was confirmed (docs/decisions/008).
     */
    async sendEmailChangeNotice(user: Recipient, newEmail: string): Promise<void> {
      const token = await issue(user.id, 'cancel_email_change', user.email);
      const url = `${publicUrl}/email-change/cancel?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: user.email,
        subject: 'Your TalentBridge e-mail address is being changed',
        ...renderMail({
          preheader: 'If this was not you, cancel the change.',
          greeting: `Hi ${user.username},`,
          paragraphs: [
            `Someone signed in to your TalentBridge account asked to change its e-mail address to ${newEmail}. This address stays your login until the new one is confirmed.`,
            'If it was not you, cancel the change with the link below: it also works for 7 days after the new address is confirmed, gives this address back and signs everyone out. Then choose a new password.',
          ],
          action: { label: 'Cancel the change', url },
          footer: 'If it was you, there is nothing to do.',
        }),
      });
    },

    /**
     * Security mail about two-factor sign-in (docs/decisions/047): turned on, turned off, or a
     * recovery code used. Always sent: no preference turns it off.
     */
    async sendTwoFactorNotice(
      user: Recipient,
      event: TwoFactorEvent,
      recoveryCodesLeft = 0,
    ): Promise<void> {
      const url = `${publicUrl}/profile`;
      const notYou =
        'If it was not you, choose a new password now with "Forgot your password?" on the sign-in page, and check your two-factor settings.';
      const content = {
        enabled: {
          subject: 'Two-factor sign-in is on for your TalentBridge account',
          preheader: 'Signing in now asks for a code from your authenticator app.',
          paragraphs: [
            'Two-factor sign-in was turned on for your TalentBridge account. From now on, signing in asks for a code from your authenticator app after your password.',
            'Keep your recovery codes somewhere safe: each one lets you in once if you lose your phone.',
            notYou,
          ],
        },
        disabled: {
          subject: 'Two-factor sign-in is off for your TalentBridge account',
          preheader: 'Signing in now asks for your password only.',
          paragraphs: [
            'Two-factor sign-in was turned off for your TalentBridge account. Signing in now asks for your password only. Its recovery codes no longer work.',
            notYou,
          ],
        },
        recovery_code_used: {
          subject: 'A recovery code was used to sign in to TalentBridge',
          preheader: `${recoveryCodesLeft} recovery codes left.`,
          paragraphs: [
            `Someone signed in to your TalentBridge account with one of its recovery codes. That code no longer works; ${recoveryCodesLeft} ${recoveryCodesLeft === 1 ? 'is' : 'are'} left. You can make new ones on your profile page.`,
            notYou,
          ],
        },
      }[event];
      await mailer.send({
        to: user.email,
        subject: content.subject,
        ...renderMail({
          preheader: content.preheader,
          greeting: `Hi ${user.username},`,
          paragraphs: content.paragraphs,
          action: { label: 'Open my profile', url },
          footer: 'This is a security notice. It is sent whatever your e-mail preferences.',
        }),
      });
    },

    /** Makes a consumed token usable again (its use was refused for another reason). */
    async release(token: string): Promise<void> {
      await db
        .update(authTokens)
        .set({ usedAt: null })
        .where(eq(authTokens.tokenHash, hashToken(token)));
    },

    /** Marks a token used, in the same statement that checks it, so it works exactly once. */
    async consume(token: string, purpose: TokenPurpose): Promise<ConsumeResult> {
      const tokenHash = hashToken(token);
      const now = new Date();
      const [claimed] = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.purpose, purpose),
            isNull(authTokens.usedAt),
          ),
        )
        .returning({
          userId: authTokens.userId,
          expiresAt: authTokens.expiresAt,
          email: authTokens.email,
        });
      if (claimed) {
        return claimed.expiresAt <= now
          ? { status: 'expired', userId: claimed.userId }
          : { status: 'ok', userId: claimed.userId, email: claimed.email };
      }
      const [existing] = await db
        .select({ userId: authTokens.userId, expiresAt: authTokens.expiresAt })
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
        .limit(1);
      if (!existing) return { status: 'invalid' };
      return existing.expiresAt <= now
        ? { status: 'expired', userId: existing.userId }
        : { status: 'used', userId: existing.userId };
    },
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;

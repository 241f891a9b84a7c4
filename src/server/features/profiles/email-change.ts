import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { spendLinks } from '../auth/account-emails.ts';
import { asAccountConflict } from './accounts.ts';

/**
 * The two links of an e-mail change (docs/decisions/008): the new address confirms it, the old
 * address cancels it. The change itself is asked for by PUT /profile (service.ts).
 */
export function createEmailChange(db: Database) {
  return {
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
  };
}

import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { belongsTo, happenedAt, timestamps } from './columns.ts';

/**
 * Two-factor sign-in with TOTP (docs/decisions/047). A row exists from setup on; `enabledAt` is
 * null until a first code confirms the authenticator. The secret is stored encrypted and never
 * returned after setup.
 */
export const userMfa = pgTable('user_mfa', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  // The 30-second step of the last accepted code: a code is accepted once (RFC 6238, 5.2).
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  ...timestamps,
});

/** Ten one-time codes per person, stored as SHA-256 hashes; a used code keeps its row. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: happenedAt('created_at'),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema.ts';

/**
 * Site-wide settings an admin changes (spec "Settings"). One row; no row means nothing was set.
 * Readers may pass a transaction, so that a check and the write it guards see the same value.
 */
export function createSettingsService(db: Database) {
  return {
    /** The admin's global application limit; null when not set (decisions.md). */
    async globalApplicationLimit(executor: Database = db): Promise<number | null> {
      const [row] = await executor
        .select({ limit: siteSettings.globalApplicationLimit })
        .from(siteSettings)
        .where(eq(siteSettings.id, true))
        .limit(1);
      return row?.limit ?? null;
    },

    async setGlobalApplicationLimit(limit: number | null): Promise<number | null> {
      const [row] = await db
        .insert(siteSettings)
        .values({ id: true, globalApplicationLimit: limit })
        .onConflictDoUpdate({
          target: siteSettings.id,
          set: { globalApplicationLimit: limit, updatedAt: new Date() },
        })
        .returning({ limit: siteSettings.globalApplicationLimit });
      return row?.limit ?? null;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

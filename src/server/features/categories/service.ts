import { asc, inArray } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Category } from '../../../shared/schemas/profile.ts';
import { type Database, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

export function createCategoriesService(db: Database) {
  return {
    async list(): Promise<Category[]> {
      return db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.name));
    },

    /** The categories among `ids` that exist, sorted by name. */
    async findByIds(ids: readonly number[]): Promise<Category[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, [...ids]))
        .orderBy(asc(categories.name));
    },

    /** Names are unique regardless of case ("Data entry" is "Data Entry"). */
    async create(name: string): Promise<Category> {
      try {
        const [row] = await db
          .insert(categories)
          .values({ name })
          .returning({ id: categories.id, name: categories.name });
        if (!row) throw new Error('insert returned no row');
        return row;
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(MESSAGES.categoryNameTaken);
        throw error;
      }
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;

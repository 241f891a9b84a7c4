import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Category } from '../../../shared/schemas/profile.ts';
import type { Talent, TalentList, TalentQuery } from '../../../shared/schemas/talents.ts';
import type { Database } from '../../db/client.ts';
import { categories, userCategories, users } from '../../db/schema.ts';

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A PostgreSQL regular expression that finds `term` as a whole word (or words) inside a skill:
 * "react" finds "React Native" but "java" does not find "JavaScript". Bounded by non-word
 * characters rather than \m and \M, so terms such as "C++" and ".NET" work too.
 */
export function wholeWordPattern(term: string): string {
  const escaped = term.toLowerCase().replace(/[\\.*+?^${}()|[\]]/g, '\\$&');
  return `(^|[^[:alnum:]_])${escaped}($|[^[:alnum:]_])`;
}

/**
 * Find Talent (spec sections 2, 5 and 7): listed jobseekers (never blocked ones), filtered by
 * skills (any of), experience text, minimum rating, time zone, category and username, and by the
 * talent facts (rate range, country, language, hours a week, search status: docs/decisions/032),
 * ordered by average rating and then profile views, highest first.
 */
export function createTalentsService(db: Database) {
  async function categoriesOf(userIds: number[]): Promise<Map<number, Category[]>> {
    const byUser = new Map<number, Category[]>();
    if (userIds.length === 0) return byUser;
    const rows = await db
      .select({ userId: userCategories.userId, id: categories.id, name: categories.name })
      .from(userCategories)
      .innerJoin(categories, eq(categories.id, userCategories.categoryId))
      .where(inArray(userCategories.userId, userIds))
      .orderBy(asc(categories.name));
    for (const row of rows) {
      const list = byUser.get(row.userId) ?? [];
      list.push({ id: row.id, name: row.name });
      byUser.set(row.userId, list);
    }
    return byUser;
  }

  return {
    async search(query: TalentQuery): Promise<TalentList> {
      const filters: SQL[] = [eq(users.role, 'jobseeker'), eq(users.isBlocked, false)];
      if (query.skills && query.skills.length > 0) {
        const terms = query.skills.map((s) => s.toLowerCase());
        const matches = terms.map(
          (term) => sql`(lower(skill) = ${term} or skill ~* ${wholeWordPattern(term)})`,
        );
        filters.push(
          sql`exists (select 1 from unnest(${users.skills}) as skill where ${sql.join(matches, sql` or `)})`,
        );
      }
      if (query.experience) {
        filters.push(sql`lower(${users.experience}) like ${likePattern(query.experience)}`);
      }
      if (query.rating !== undefined && query.rating > 0) {
        filters.push(sql`coalesce(${users.averageRating}, 0) >= ${query.rating}`);
      }
      if (query.timezone) filters.push(eq(users.timezone, query.timezone));
      if (query.category_id !== undefined) {
        filters.push(
          sql`exists (select 1 from ${userCategories} where ${userCategories.userId} = ${users.id} and ${userCategories.categoryId} = ${query.category_id})`,
        );
      }
      if (query.username) {
        filters.push(sql`lower(${users.username}) like ${likePattern(query.username)}`);
      }
      // The talent facts (docs/decisions/032): a talent without the fact is not found by it.
      if (query.rate_min !== undefined) filters.push(gte(users.hourlyRate, query.rate_min));
      if (query.rate_max !== undefined) filters.push(lte(users.hourlyRate, query.rate_max));
      if (query.country) filters.push(eq(users.profileCountry, query.country));
      if (query.language) {
        filters.push(
          sql`exists (select 1 from unnest(${users.languages}) as language where lower(language) = ${query.language.toLowerCase()})`,
        );
      }
      if (query.availability_min !== undefined) {
        filters.push(gte(users.availability, query.availability_min));
      }
      if (query.search_status) filters.push(eq(users.searchStatus, query.search_status));
      const where = and(...filters);

      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          avatar: users.avatar,
          timezone: users.timezone,
          averageRating: users.averageRating,
          skills: users.skills,
          experience: users.experience,
          profileViews: users.profileViews,
          identityVerified: users.identityVerified,
          createdAt: users.createdAt,
          headline: users.headline,
          hourlyRate: users.hourlyRate,
          country: users.profileCountry,
          languages: users.languages,
          availability: users.availability,
          searchStatus: users.searchStatus,
        })
        .from(users)
        .where(where)
        // Spelled as users_talent_order_idx is, so a plain listing reads one page of the index.
        .orderBy(
          sql`${users.averageRating} desc nulls last`,
          sql`${users.profileViews} desc nulls last`,
          asc(users.id),
        )
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const cats = await categoriesOf(rows.map((r) => r.id));
      const data: Talent[] = rows.map((r) => {
        const list = cats.get(r.id) ?? [];
        const rating = r.averageRating === null ? null : Number(r.averageRating);
        return {
          id: r.id,
          username: r.username,
          avatar: r.avatar,
          timezone: r.timezone,
          average_rating: rating,
          averageRating: rating,
          skills: r.skills,
          experience: r.experience,
          categories: list,
          skillCategories: list,
          profile_views: r.profileViews,
          profileViews: r.profileViews,
          identity_verified: r.identityVerified,
          created_at: r.createdAt.toISOString(),
          headline: r.headline,
          hourly_rate: r.hourlyRate === null ? null : Number(r.hourlyRate),
          country: r.country,
          languages: r.languages,
          availability: r.availability,
          search_status: r.searchStatus,
        };
      });
      return { data, total: counted?.total ?? 0 };
    },
  };
}

export type TalentsService = ReturnType<typeof createTalentsService>;

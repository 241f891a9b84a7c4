import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Category } from '../../../shared/schemas/profile.ts';
import type { Talent, TalentList, TalentQuery } from '../../../shared/schemas/talents.ts';
import { clockWindow, overlapHours, type WorkWindow } from '../../../shared/working-hours.ts';
import type { Database } from '../../db/client.ts';
import { categories, userCategories, users } from '../../db/schema.ts';

/** The employer's window a query names (docs/decisions/051), or null when it names none. */
function overlapWindowOf(query: TalentQuery): WorkWindow | null {
  const { overlap_timezone: timezone, overlap_start: start, overlap_end: end } = query;
  if (timezone === undefined || start === undefined || end === undefined) return null;
  return { timezone, start, end };
}

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

      const columns = {
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
        workStart: users.workStart,
        workEnd: users.workEnd,
      };
      // Spelled as users_talent_order_idx is, so a plain listing reads one page of the index.
      const ratingOrder = [
        sql`${users.averageRating} desc nulls last`,
        sql`${users.profileViews} desc nulls last`,
        asc(users.id),
      ];

      let rows: Awaited<ReturnType<typeof pageRows>>;
      let total: number;
      let overlapOf: ((id: number) => number | null) | null = null;
      async function pageRows(ids?: number[]) {
        const base = db.select(columns).from(users);
        if (ids) return base.where(inArray(users.id, ids));
        return base
          .where(where)
          .orderBy(...ratingOrder)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit);
      }
      const window = overlapWindowOf(query);
      if (window) {
        // Overlap is computed for today's date through the time-zone database Intl carries
        // (docs/decisions/051), not in SQL from fixed offsets: every match's window is read
        // (ids, zone and minutes only), its overlap computed once per distinct window, then the
        // filter, order and page are applied here.
        const matches = await db
          .select({
            id: users.id,
            timezone: users.timezone,
            workStart: users.workStart,
            workEnd: users.workEnd,
          })
          .from(users)
          .where(where)
          .orderBy(...ratingOrder);
        const now = Date.now();
        const byWindow = new Map<string, number | null>();
        const hours = new Map<number, number | null>();
        for (const m of matches) {
          let value: number | null = null;
          if (m.timezone && m.workStart !== null && m.workEnd !== null) {
            const key = `${m.timezone}|${m.workStart}|${m.workEnd}`;
            if (!byWindow.has(key)) {
              byWindow.set(
                key,
                overlapHours(
                  window,
                  { timezone: m.timezone, start: m.workStart, end: m.workEnd },
                  now,
                ),
              );
            }
            value = byWindow.get(key) ?? null;
          }
          hours.set(m.id, value);
        }
        const minimum = query.min_overlap;
        let kept = matches.filter(
          (m) => minimum === undefined || (hours.get(m.id) ?? -1) >= minimum,
        );
        if (query.sort === 'overlap') {
          // Stable: equal overlaps keep the rating order.
          kept = [...kept].sort((a, b) => (hours.get(b.id) ?? -1) - (hours.get(a.id) ?? -1));
        }
        total = kept.length;
        const pageIds = kept
          .slice((query.page - 1) * query.limit, query.page * query.limit)
          .map((m) => m.id);
        const found = new Map((await pageRows(pageIds)).map((r) => [r.id, r]));
        rows = pageIds.flatMap((id) => {
          const row = found.get(id);
          return row ? [row] : [];
        });
        overlapOf = (id) => hours.get(id) ?? null;
      } else {
        const [counted] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(where);
        total = counted?.total ?? 0;
        rows = await pageRows();
      }
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
          working_hours: clockWindow(r.workStart, r.workEnd),
          ...(overlapOf ? { overlap_hours: overlapOf(r.id) } : {}),
        };
      });
      return { data, total };
    },
  };
}

export type TalentsService = ReturnType<typeof createTalentsService>;

import { sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import { profileCompleteness } from '../../../shared/profile-completeness.ts';
import type {
  JobRecommendation,
  RecommendationsQuery,
  TalentSuggestion,
} from '../../../shared/schemas/recommendations.ts';
import type { WorkWindow } from '../../../shared/working-hours.ts';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import {
  type PostFacts,
  type SeekerFacts,
  scoreJobForSeeker,
  scoreSeekerForPost,
  skillKey,
} from './score.ts';

/**
 * What bounds one recommendation's work, whatever the marketplace's size (docs/decisions/054):
 * the newest SCAN_PER_SKILL rows of each skill are read from the candidate table, the
 * CANDIDATES sharing the most skills (newest first among equals) are kept, and each category
 * adds its newest PER_CATEGORY; only those are scored.
 */
export const SCAN_PER_SKILL = 2000;
export const CANDIDATES = 200;
export const PER_CATEGORY = 50;

type Row = Record<string, unknown>;

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const ids = (value: unknown): number[] => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(Number) : [];
};

function windowOf(timezone: unknown, start: unknown, end: unknown): WorkWindow | null {
  if (timezone === null || start === null || end === null) return null;
  if (timezone === undefined || start === undefined || end === undefined) return null;
  return { timezone: String(timezone), start: Number(start), end: Number(end) };
}

function postFacts(row: Row): PostFacts {
  const overlap = windowOf(row.overlap_timezone, row.overlap_start, row.overlap_end);
  return {
    requiredSkills: list(row.required_skills),
    categoryId: num(row.category_id),
    categoryName: str(row.category_name),
    salary: num(row.salary),
    overlap:
      overlap && row.overlap_hours !== null
        ? { ...overlap, hours: Number(row.overlap_hours) }
        : null,
  };
}

/** A JSON array parameter, read back with jsonb_array_elements_text on both databases. */
const jsonParam = (values: readonly (string | number)[]) => sql`${JSON.stringify(values)}::jsonb`;

const byScore = <T extends { score: number }>(items: { item: T; tie: number }[]) =>
  items.sort((a, b) => b.item.score - a.item.score || b.tie - a.tie).map((x) => x.item);

/**
 * Matches explained both ways (docs/decisions/054): "Jobs for you" for a jobseeker and
 * "Suggested talent" for a post's employer. Candidates come from the trigger-kept tables of
 * migration 0022, bounded per skill; score.ts scores them.
 */
export function createRecommendationsService(db: Database) {
  async function seekerFacts(userId: number) {
    const result = await db.execute(sql`
      select u.skills, u.hourly_rate, u.timezone, u.work_start, u.work_end,
        coalesce((select json_agg(uc.category_id) from user_categories uc where uc.user_id = u.id), '[]'::json) as category_ids
      from users u where u.id = ${userId}`);
    const [row] = rowsOf(result);
    if (!row) throw notFound(MESSAGES.userNotFound);
    const facts: SeekerFacts = {
      skills: list(row.skills),
      categoryIds: ids(row.category_ids),
      hourlyRate: num(row.hourly_rate),
      window: windowOf(row.timezone, row.work_start, row.work_end),
    };
    return facts;
  }

  return {
    /**
     * Open, approved posts that share a skill or a category with the jobseeker, best first.
     * Posts they applied to are left out (they are on My Applications), and so are posts of
     * blocked employers. Nothing to match on (no skills, no categories) gives an empty list.
     */
    async jobsFor(userId: number, query: RecommendationsQuery): Promise<JobRecommendation[]> {
      const seeker = await seekerFacts(userId);
      const skills = [...new Set(seeker.skills.map(skillKey))].filter((s) => s !== '');
      if (skills.length === 0 && seeker.categoryIds.length === 0) return [];
      // Two statements: the planner sizes the second by its id list, not by guesses about the
      // first, and reads the few posts through their primary key.
      const candidates = await db.execute(sql`
        with hits as (
          select x.job_post_id, x.created_at
          from (select distinct value as skill from jsonb_array_elements_text(${jsonParam(skills)})) s
          cross join lateral (
            select p.job_post_id, p.created_at from job_post_skills p where p.skill = s.skill
            order by p.created_at desc limit ${SCAN_PER_SKILL}
          ) x
        )
          (select h.job_post_id as id from hits h group by h.job_post_id, h.created_at
            order by count(*) desc, h.created_at desc limit ${CANDIDATES})
          union
          select x.id
          from jsonb_array_elements_text(${jsonParam(seeker.categoryIds)}) c(category_id)
          cross join lateral (
            select j.id from job_posts j
            where j.category_id = c.category_id::int and j.status = 'Active' and j.pending_review = false
            order by j.created_at desc, j.id desc limit ${PER_CATEGORY}
          ) x
`);
      const candidateIds = rowsOf(candidates).map((r) => Number(r.id));
      if (candidateIds.length === 0) return [];
      const result = await db.execute(sql`
        select jp.id, jp.title, jp.location, jp.salary, jp.job_type, jp.category_id,
          cat.name as category_name, jp.required_skills, jp.created_at, jp.overlap_hours,
          jp.overlap_timezone, jp.overlap_start, jp.overlap_end,
          e.id as employer_id, e.username, e.company_name, e.avatar
        from job_posts jp
        join users e on e.id = jp.employer_id
        left join categories cat on cat.id = jp.category_id
        where jp.id in (select value::int from jsonb_array_elements_text(${jsonParam(candidateIds)}))
          and jp.status = 'Active' and jp.pending_review = false and e.is_blocked = false
          and not exists (
            select 1 from job_applications a where a.job_post_id = jp.id and a.jobseeker_id = ${userId}
          )`);
      const now = Date.now();
      const scored = rowsOf(result).map((row) => {
        const createdAt = date(row.created_at);
        const { score, reasons } = scoreJobForSeeker(seeker, { ...postFacts(row), createdAt }, now);
        const categoryId = num(row.category_id);
        const item: JobRecommendation = {
          id: Number(row.id),
          title: String(row.title),
          location: str(row.location),
          salary: num(row.salary),
          job_type: String(row.job_type),
          category:
            categoryId === null ? null : { id: categoryId, name: String(row.category_name) },
          required_skills: list(row.required_skills),
          created_at: createdAt.toISOString(),
          employer: {
            id: Number(row.employer_id),
            username: String(row.username),
            company_name: str(row.company_name),
            avatar: str(row.avatar),
          },
          score,
          reasons,
        };
        return { item, tie: createdAt.getTime() };
      });
      return byScore(scored.filter((s) => s.item.reasons.length > 0)).slice(0, query.limit);
    },

    /**
     * Findable jobseekers for one of the caller's open, approved posts, best first: never
     * blocked people, people "not looking" (they asked not to be found), or people who already
     * applied to it (they are in its applications); `invited` says who was invited to it already.
     * Another employer's public post is 403, a post they cannot see 404; a closed or pending own
     * post 409.
     */
    async talentFor(
      employerId: number,
      postId: number,
      query: RecommendationsQuery,
    ): Promise<TalentSuggestion[]> {
      const postResult = await db.execute(sql`
        select jp.id, jp.employer_id, jp.status, jp.pending_review, jp.required_skills,
          jp.category_id, cat.name as category_name, jp.salary, jp.overlap_hours,
          jp.overlap_timezone, jp.overlap_start, jp.overlap_end
        from job_posts jp left join categories cat on cat.id = jp.category_id
        where jp.id = ${postId}`);
      const [postRow] = rowsOf(postResult);
      const isPublic = postRow?.status === 'Active' && postRow.pending_review === false;
      const isOwner = postRow !== undefined && Number(postRow.employer_id) === employerId;
      if (!postRow || (!isPublic && !isOwner)) throw notFound(MESSAGES.jobNotFound);
      if (!isOwner) throw forbidden(MESSAGES.suggestedTalentNotOwner);
      if (!isPublic) throw conflict(MESSAGES.suggestedTalentPostNotOpen);
      const post = postFacts(postRow);
      const skills = [...new Set(post.requiredSkills.map(skillKey))].filter((s) => s !== '');
      if (skills.length === 0 && post.categoryId === null) return [];
      const byCategory =
        post.categoryId === null
          ? sql``
          : sql`union
          (select uc.user_id from user_categories uc where uc.category_id = ${post.categoryId}
            limit ${PER_CATEGORY})`;
      const candidates = await db.execute(sql`
        with hits as (
          select x.user_id, x.active_at
          from (select distinct value as skill from jsonb_array_elements_text(${jsonParam(skills)})) s
          cross join lateral (
            select t.user_id, t.active_at from talent_skills t where t.skill = s.skill
            order by t.active_at desc limit ${SCAN_PER_SKILL}
          ) x
        )
          (select h.user_id as id from hits h group by h.user_id, h.active_at
            order by count(*) desc, h.active_at desc limit ${CANDIDATES})
          ${byCategory}
`);
      const candidateIds = rowsOf(candidates).map((r) => Number(r.id));
      if (candidateIds.length === 0) return [];
      const result = await db.execute(sql`
        select u.id, u.username, u.avatar, u.headline, u.hourly_rate, u.profile_country,
          u.timezone, u.skills, u.average_rating, u.work_start, u.work_end,
          coalesce(u.last_login_at, u.created_at) as active_at, u.experience, u.availability,
          u.languages, u.search_status, u.portfolio,
          coalesce((select json_agg(uc.category_id) from user_categories uc where uc.user_id = u.id), '[]'::json) as category_ids,
          exists (
            select 1 from invitations i where i.job_post_id = ${postId} and i.jobseeker_id = u.id
          ) as invited
        from users u
        where u.id in (select value::int from jsonb_array_elements_text(${jsonParam(candidateIds)}))
          and u.role = 'jobseeker' and u.is_blocked = false
          and u.search_status is distinct from 'not_looking'
          and not exists (
            select 1 from job_applications a where a.job_post_id = ${postId} and a.jobseeker_id = u.id
          )`);
      const now = Date.now();
      const scored = rowsOf(result).map((row) => {
        const categoryIds = ids(row.category_ids);
        const activeAt = date(row.active_at);
        const completeness = profileCompleteness({
          avatar: str(row.avatar),
          headline: str(row.headline),
          skills: list(row.skills),
          hourly_rate: num(row.hourly_rate),
          experience: str(row.experience),
          availability: num(row.availability),
          country: str(row.profile_country),
          languages: list(row.languages),
          search_status: str(row.search_status),
          categories: categoryIds,
          timezone: str(row.timezone),
          portfolio: str(row.portfolio),
        }).percent;
        const { score, reasons } = scoreSeekerForPost(
          post,
          {
            skills: list(row.skills),
            categoryIds,
            hourlyRate: num(row.hourly_rate),
            window: windowOf(row.timezone, row.work_start, row.work_end),
            activeAt,
            completeness,
          },
          now,
        );
        const item: TalentSuggestion = {
          id: Number(row.id),
          username: String(row.username),
          avatar: str(row.avatar),
          headline: str(row.headline),
          hourly_rate: num(row.hourly_rate),
          country: str(row.profile_country),
          timezone: str(row.timezone),
          skills: list(row.skills),
          average_rating: num(row.average_rating),
          invited: row.invited === true,
          score,
          reasons,
        };
        return { item, tie: activeAt.getTime() };
      });
      // Someone who matches on nothing but activity and a complete profile is not a suggestion.
      const relevant = scored.filter((s) =>
        s.item.reasons.some((r) => r.startsWith('Matches') || r.startsWith('Category')),
      );
      return byScore(relevant).slice(0, query.limit);
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;

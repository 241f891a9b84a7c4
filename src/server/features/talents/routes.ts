import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/messages.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  asksOverlap,
  talentListReplySchema,
  talentQuerySchema,
  userSearchQuerySchema,
} from '../../../shared/schemas/talents.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import type { TalentsService } from './service.ts';

/**
 * Overlap with a window is for those who hire (docs/decisions/051): the plain list stays public,
 * but a query asking about overlap needs an employer's or an admin's session: 401 for visitors,
 * 403 for jobseekers, rather than an answer that silently ignores what was asked.
 */
function assertMayAskOverlap(request: FastifyRequest, query: Parameters<typeof asksOverlap>[0]) {
  if (!asksOverlap(query)) return;
  const role = request.session?.user.role;
  if (!role) throw unauthorized(MESSAGES.overlapFilterSignIn);
  if (role !== 'employer' && role !== 'admin') throw forbidden(MESSAGES.overlapFilterEmployersOnly);
}

/** `skills[]=a&skills[]=b` and `skills=a,b` alike, as for job search. */
async function mergeSkillsParam(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  if (query['skills[]'] === undefined) return;
  query.skills = [query['skills[]'], query.skills ?? []]
    .flat()
    .filter((v): v is string => typeof v === 'string');
  delete query['skills[]'];
}

const description =
  "Filters (all optional, combined): `skills` (comma-separated or repeated; any of them, ignoring case, whole words), `experience` (text in the experience), `rating` (minimum average rating, 0 to 5), `timezone` (IANA zone), `category_id`, `username` (text in the username); and on the talent facts (docs/decisions/032): `rate_min`, `rate_max` (dollars an hour, 0 to 10,000, inclusive; `rate_min` not above `rate_max`), `country` (ISO 3166-1 alpha-2, any case), `language` (one the talent speaks, ignoring case), `availability_min` (hours a week, 1 to 80), `search_status` (actively_looking, open_to_offers or not_looking). A talent who has not given a fact is not found by a filter on it. Each invalid value is a 400 naming the parameter. Blocked members never appear. Ordered by average rating, then profile views. `page` from 1, `limit` 1-100 (default 10). Each item carries `working_hours` ({ start, end } as HH:MM in the talent's `timezone`, or null). Employers and admins may also give a working window, `overlap_timezone` (IANA), `overlap_start` and `overlap_end` (HH:MM, an end before the start runs past midnight), all three together: each item then carries `overlap_hours`, the whole hours of the talent's working day inside that window today (daylight saving from the time-zone database; null for talents without working hours), and `min_overlap` (whole hours, 0-24) keeps those with at least that many, `sort=overlap` orders by it (most first, then by rating). Visitors asking about overlap get 401, jobseekers 403 (docs/decisions/051).";

export async function talentRoutes(app: FastifyInstance, opts: { talents: TalentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { talents } = opts;

  r.get(
    '/talents',
    {
      config: { access: 'optional' },
      preValidation: mergeSkillsParam,
      schema: {
        tags: ['talents'],
        summary:
          'Find Talent: jobseekers by skills, experience, rating, time zone, category, name, rate, country, language, hours, search status',
        description,
        querystring: talentQuerySchema,
        response: { 200: talentListReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      assertMayAskOverlap(request, request.query);
      return talents.search(request.query);
    },
  );

  r.get(
    '/users',
    {
      config: { access: 'optional' },
      preValidation: mergeSkillsParam,
      schema: {
        tags: ['talents'],
        summary: 'Jobseekers (role=jobseeker) with the same filters as /talents',
        description: `\`role\` may only be \`jobseeker\` (the default). ${description}`,
        querystring: userSearchQuerySchema,
        response: { 200: talentListReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { role: _role, ...query } = request.query;
      assertMayAskOverlap(request, query);
      return talents.search(query);
    },
  );
}

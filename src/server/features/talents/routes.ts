import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/schemas/errors.ts';
import {
  talentListReplySchema,
  talentQuerySchema,
  userSearchQuerySchema,
} from '../../../shared/schemas/talents.ts';
import type { TalentsService } from './service.ts';

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
  'Filters (all optional, combined): `skills` (comma-separated or repeated; any of them, ignoring case, whole words), `experience` (text in the experience), `rating` (minimum average rating, 0 to 5), `timezone` (IANA zone), `category_id`, `username` (text in the username); and on the talent facts (docs/decisions/032): `rate_min`, `rate_max` (dollars an hour, 0 to 10,000, inclusive; `rate_min` not above `rate_max`), `country` (ISO 3166-1 alpha-2, any case), `language` (one the talent speaks, ignoring case), `availability_min` (hours a week, 1 to 80), `search_status` (actively_looking, open_to_offers or not_looking). A talent who has not given a fact is not found by a filter on it. Each invalid value is a 400 naming the parameter. Blocked members never appear. Ordered by average rating, then profile views. `page` from 1, `limit` 1-100 (default 10).';

export async function talentRoutes(app: FastifyInstance, opts: { talents: TalentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { talents } = opts;

  r.get(
    '/talents',
    {
      config: { access: 'public' },
      preValidation: mergeSkillsParam,
      schema: {
        tags: ['talents'],
        summary:
          'Find Talent: jobseekers by skills, experience, rating, time zone, category, name, rate, country, language, hours, search status',
        description,
        querystring: talentQuerySchema,
        response: { 200: talentListReplySchema, 400: apiErrorSchema },
      },
    },
    async (request) => talents.search(request.query),
  );

  r.get(
    '/users',
    {
      config: { access: 'public' },
      preValidation: mergeSkillsParam,
      schema: {
        tags: ['talents'],
        summary: 'Jobseekers (role=jobseeker) with the same filters as /talents',
        description: `\`role\` may only be \`jobseeker\` (the default). ${description}`,
        querystring: userSearchQuerySchema,
        response: { 200: talentListReplySchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { role: _role, ...query } = request.query;
      return talents.search(query);
    },
  );
}

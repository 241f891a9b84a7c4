import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/messages.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  jobRecommendationsSchema,
  recommendationsQuerySchema,
  suggestedTalentParams,
  talentSuggestionsSchema,
} from '../../../shared/schemas/recommendations.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { RecommendationsService } from './service.ts';

/** Matches explained both ways (docs/decisions/054). */
export async function recommendationRoutes(
  app: FastifyInstance,
  opts: { recommendations: RecommendationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { recommendations } = opts;

  r.get(
    '/recommendations/jobs',
    {
      config: { access: 'jobseeker', forbiddenMessage: MESSAGES.onlyForJobseekers },
      schema: {
        tags: ['recommendations'],
        summary: 'Jobs for you: open posts that fit the caller, best first, each with its reasons',
        description:
          "Open, approved posts sharing a skill or a category with the caller's profile, scored 0-100 on skills (50), category (15), hourly rate within the post's salary (15), working-day overlap with the post's window (10) and how new the post is (10), with the reasons in words ('Matches 3 of 4 skills', 'Category: Bookkeeping', 'Rate $15 within budget', '6 h working-day overlap', 'Posted this week'). Never posts of blocked employers or posts the caller applied to. No skills and no categories on the profile: an empty list. `limit` 1-50 (default 10).",
        security: [{ bearerAuth: [] }],
        querystring: recommendationsQuerySchema,
        response: { 200: jobRecommendationsSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await recommendations.jobsFor(requireSession(request).user.id, request.query),
    }),
  );

  r.get(
    '/job-posts/:id/suggested-talent',
    {
      config: { access: 'employer', forbiddenMessage: MESSAGES.onlyForEmployers },
      schema: {
        tags: ['recommendations'],
        summary: "Suggested talent for one of the caller's open posts, best first, with reasons",
        description:
          "Jobseekers sharing a skill or the category with the post, scored 0-100 on skills (45), category (15), hourly rate within the salary (10), working-day overlap (10), activity in the last week (10) and profile completeness (10), with `reasons` and `invited` (invited to this post already). Never blocked people, people whose search status is 'not looking', or people who applied to the post. Only the post's owner: another employer gets 403 for a public post and 404 for one they cannot see; admins 403. The owner's closed or not yet approved post: 409. `limit` 1-50 (default 10).",
        security: [{ bearerAuth: [] }],
        params: suggestedTalentParams,
        querystring: recommendationsQuerySchema,
        response: { 200: talentSuggestionsSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await recommendations.talentFor(
        requireSession(request).user.id,
        request.params.id,
        request.query,
      ),
    }),
  );
}

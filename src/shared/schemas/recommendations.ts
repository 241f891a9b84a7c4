import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { idField, wholeNumberField } from './numbers.ts';

/** The most items one recommendation returns (docs/decisions/054). */
export const RECOMMENDATIONS_MAX = 50;

/** `?limit=` of both recommendation calls: 1-50, 10 unless given. */
export const recommendationsQuerySchema = z.object({
  limit: wholeNumberField(MESSAGES.recommendationsLimitInvalid, 1, RECOMMENDATIONS_MAX).default(10),
});
export type RecommendationsQuery = z.output<typeof recommendationsQuerySchema>;

export const suggestedTalentParams = z.object({ id: idField(MESSAGES.jobIdInvalid) });

const explained = {
  /** 0-100: how well the two fit. */
  score: z.number().int().min(0).max(100),
  /** Why, strongest first: 'Matches 3 of 4 skills', 'Category: Bookkeeping', … */
  reasons: z.array(z.string()),
};

/** One post of "Jobs for you": open, approved, not applied to yet. */
export const jobRecommendationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string().nullable(),
  salary: z.number().nullable(),
  job_type: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  required_skills: z.array(z.string()),
  created_at: z.string(),
  employer: z.object({
    id: z.number().int(),
    username: z.string(),
    company_name: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  ...explained,
});
export type JobRecommendation = z.infer<typeof jobRecommendationSchema>;

export const jobRecommendationsSchema = z.object({ data: z.array(jobRecommendationSchema) });
export type JobRecommendations = z.infer<typeof jobRecommendationsSchema>;

/** One person of "Suggested talent": findable, not blocked, not an applicant to the post yet. */
export const talentSuggestionSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  hourly_rate: z.number().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  skills: z.array(z.string()),
  average_rating: z.number().nullable(),
  /** True once the post's employer invited the person to this post. */
  invited: z.boolean(),
  ...explained,
});
export type TalentSuggestion = z.infer<typeof talentSuggestionSchema>;

export const talentSuggestionsSchema = z.object({ data: z.array(talentSuggestionSchema) });
export type TalentSuggestions = z.infer<typeof talentSuggestionsSchema>;

import { describe, expect, it } from 'vitest';
import { hasAppliedReplySchema } from '../../shared/schemas/applications.ts';
import {
  employerJobsReplySchema,
  jobListReplySchema,
  jobPostSchema,
  statsSchema,
} from '../../shared/schemas/jobs.ts';
import {
  categorySchema,
  profileSchema,
  publicProfileSchema,
  reviewSchema,
} from '../../shared/schemas/profile.ts';
import type { ReplySchema } from './api.ts';
import {
  categoriesReply,
  employerJobsReply,
  hasAppliedReply,
  JOB_POST_FIELDS,
  jobListReply,
  jobPostReply,
  PROFILE_FIELDS,
  PUBLIC_PROFILE_FIELDS,
  profileReply,
  profileViewsReply,
  publicProfileReply,
  REVIEW_FIELDS,
  reviewListReply,
  siteStatsReply,
  viewsReply,
} from './reply-shape.ts';

/** The value a light schema gives, or the path it names as the first bad part. */
function read<T>(schema: ReplySchema<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(String(parsed.error));
  return parsed.data;
}
const refusal = (schema: ReplySchema<unknown>, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : parsed.error;
};

const post = {
  id: 7,
  title: 'Executive Assistant',
  description: '<p>Calendar and inbox</p>',
  location: null,
  salary: 18.5,
  status: 'Active',
  job_type: 'Part-time',
  category_id: 3,
  category: { id: 3, name: 'Administrative Support' },
  required_skills: ['Email', 'Scheduling'],
  applicationLimit: null,
  screening_questions: [],
  min_cover_letter: 0,
  application_count: 4,
  pending_review: false,
  views: 12,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2027-01-19T10:00:00.000Z',
  employer_id: 4,
  verified_employer: true,
  employer: {
    id: 4,
    username: 'harbour_co',
    avatar: null,
    company_name: 'Harbour & Co',
    identity_verified: true,
    verified_employer: true,
    hires: 3,
  },
  overlap: { hours: 4, timezone: 'America/New_York', start: '09:00', end: '17:00' },
};

const profile = {
  id: 4,
  username: 'harbour_co',
  email: 'ops@harbour.example',
  role: 'employer',
  timezone: 'Europe/Lisbon',
  currency: null,
  avatar: null,
  average_rating: 4.5,
  identity_verified: false,
  identity_document: null,
  profile_views: 0,
  is_blocked: false,
  email_verified: true,
  verified_employer: false,
  pending_email: null,
  created_at: '2026-11-01T08:00:00.000Z',
  company_name: 'Harbour Co',
  company_info: null,
  referral_link: null,
  skills: [],
  categories: [{ id: 3, name: 'Administrative Support' }],
  experience: null,
  portfolio: null,
  video_intro: null,
  headline: null,
  hourly_rate: null,
  country: null,
  languages: [],
  availability: null,
  search_status: null,
  working_hours: null,
  mail_preferences: { pending_reminders: true, invitations: null },
  completeness: null,
};

describe('light reply checks of the home page (docs/decisions/015)', () => {
  it('checks every field of the shared job post and profile schemas, no more and no fewer', () => {
    expect(Object.keys(JOB_POST_FIELDS).sort()).toEqual(Object.keys(jobPostSchema.shape).sort());
    expect(Object.keys(PROFILE_FIELDS).sort()).toEqual(Object.keys(profileSchema.shape).sort());
  });

  it('accepts what the shared schemas accept', () => {
    const reply = { data: [post, { ...post, id: 8, employer: null, category: null }], total: 2 };
    expect(jobListReplySchema.safeParse(reply).success).toBe(true);
    expect(read(jobListReply, reply)).toBe(reply);
    const stats = { resumes: 3, vacancies: 2, employers: 1 };
    expect(statsSchema.safeParse(stats).success).toBe(true);
    expect(read(siteStatsReply, stats)).toBe(stats);
  });

  it.each([
    ['id', '7'],
    ['title', null],
    ['salary', '18.5'],
    ['category', { id: 3 }],
    ['required_skills', 'Email'],
    ['pending_review', 'no'],
    ['employer', { id: 4 }],
    ['employer', { ...post.employer, hires: '3' }],
    ['employer', { ...post.employer, identity_verified: undefined }],
  ])('refuses a job post whose %s is wrong, as the shared schema does', (field, value) => {
    const reply = { data: [{ ...post, [field]: value }], total: 1 };
    expect(jobListReplySchema.safeParse(reply).success).toBe(false);
    expect(refusal(jobListReply, reply)).toBe(`data[0].${field}`);
  });

  it('reads a company’s open jobs as the shared schema does (docs/decisions/036)', () => {
    const reply = { employer: post.employer, data: [post], total: 4 };
    expect(employerJobsReplySchema.safeParse(reply).success).toBe(true);
    expect(read(employerJobsReply, reply)).toBe(reply);
    const blankless = { ...reply, employer: { ...post.employer, company_name: undefined } };
    expect(employerJobsReplySchema.safeParse(blankless).success).toBe(false);
    expect(refusal(employerJobsReply, blankless)).toBe('employer');
    const badPost = { ...reply, data: [{ ...post, views: 'many' }] };
    expect(employerJobsReplySchema.safeParse(badPost).success).toBe(false);
    expect(refusal(employerJobsReply, badPost)).toBe('data[0].views');
  });

  it('accepts the profile the shared schema accepts', () => {
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(read(profileReply, profile)).toBe(profile);
  });

  it.each([
    ['id', null],
    ['email_verified', 'yes'],
    ['pending_email', 7],
    ['average_rating', '4.5'],
    ['skills', [1]],
    ['categories', [{ id: 3 }]],
    ['video_intro', undefined],
    ['mail_preferences', { pending_reminders: 'yes' }],
  ])('refuses a profile whose %s is wrong, as the shared schema does', (field, value) => {
    const body = { ...profile, [field]: value };
    expect(profileSchema.safeParse(body).success).toBe(false);
    expect(refusal(profileReply, body)).toBe(field);
  });

  it('refuses a reply that is not a job list or not stats at all', () => {
    for (const body of [null, '<!doctype html>', [], { data: [] }, { data: {}, total: 0 }]) {
      expect(refusal(jobListReply, body)).not.toBeNull();
    }
    for (const body of [
      null,
      {},
      { resumes: 1, vacancies: 2 },
      { resumes: 1.5, vacancies: 2, employers: 3 },
    ]) {
      expect(refusal(siteStatsReply, body)).not.toBeNull();
    }
    for (const body of [null, 'Unauthorized', [profile]]) {
      expect(refusal(profileReply, body)).not.toBeNull();
    }
  });
});

describe("light reply checks of Find Jobs and a job's page (docs/decisions/026)", () => {
  it('accepts one job post as the shared schema does, and refuses a wrong one', () => {
    expect(jobPostSchema.safeParse(post).success).toBe(true);
    expect(read(jobPostReply, post)).toBe(post);
    for (const [field, value] of [
      ['views', '12'],
      ['status', 7],
      ['created_at', null],
    ] as const) {
      const body = { ...post, [field]: value };
      expect(jobPostSchema.safeParse(body).success).toBe(false);
      expect(refusal(jobPostReply, body)).toBe(field);
    }
    expect(refusal(jobPostReply, { data: [post], total: 1 })).not.toBeNull();
  });

  it('accepts the category list and refuses anything else', () => {
    const categories = [
      { id: 1, name: 'Administrative Support' },
      { id: 2, name: 'Bookkeeping' },
    ];
    expect(categories.every((c) => categorySchema.safeParse(c).success)).toBe(true);
    expect(read(categoriesReply, categories)).toBe(categories);
    expect(read(categoriesReply, [])).toEqual([]);
    expect(refusal(categoriesReply, { data: categories })).toBe('expected a list');
    expect(refusal(categoriesReply, [{ id: '1', name: 'x' }])).toBe('[0].id');
  });

  it('reads the view count after a view, or none', () => {
    expect(read(viewsReply, { views: 13 })).toEqual({ views: 13 });
    expect(read(viewsReply, {})).toEqual({});
    expect(read(viewsReply, undefined)).toEqual({});
    expect(read(viewsReply, null)).toEqual({});
    expect(refusal(viewsReply, { views: '13' })).not.toBeNull();
    expect(refusal(viewsReply, 'ok')).not.toBeNull();
  });

  it('reads whether the jobseeker has applied', () => {
    expect(hasAppliedReplySchema.safeParse({ hasApplied: true }).success).toBe(true);
    expect(read(hasAppliedReply, { hasApplied: true })).toBe(true);
    expect(read(hasAppliedReply, { hasApplied: false })).toBe(false);
    for (const body of [{}, { hasApplied: 'true' }, null, [true]]) {
      expect(hasAppliedReplySchema.safeParse(body).success).toBe(false);
      expect(refusal(hasAppliedReply, body)).not.toBeNull();
    }
  });
});

describe('light reply checks of a public profile (docs/decisions/026)', () => {
  const {
    identity_document: _document,
    is_blocked: _blocked,
    email_verified: _verified,
    pending_email: _pending,
    completeness: _completeness,
    mail_preferences: _mail,
    ...shared
  } = profile;
  const publicProfile = { ...shared, email: null, utc_offset_minutes: 60 };
  const review = {
    id: 3,
    rating: 5,
    comment: 'Clear brief, paid on time.',
    reviewer: { username: 'ana_va' },
    created_at: '2026-11-20T10:00:00.000Z',
    job_application_id: 9,
    job_application: { id: 9 },
  };

  it('checks every field of the shared public profile and review schemas, no more and no fewer', () => {
    expect(Object.keys(PUBLIC_PROFILE_FIELDS).sort()).toEqual(
      Object.keys(publicProfileSchema.shape).sort(),
    );
    expect(Object.keys(REVIEW_FIELDS).sort()).toEqual(Object.keys(reviewSchema.shape).sort());
  });

  it('accepts the profile the shared schema accepts, a visitor’s and a member’s', () => {
    for (const body of [publicProfile, { ...publicProfile, email: 'ops@harbour.example' }]) {
      expect(publicProfileSchema.safeParse(body).success).toBe(true);
      expect(read(publicProfileReply, body)).toBe(body);
    }
  });

  it.each([
    ['email', undefined],
    ['utc_offset_minutes', 1.5],
    ['headline', 3],
    ['skills', 'Excel'],
    ['working_hours', { start: '09:00' }],
  ])('refuses a public profile whose %s is wrong, as the shared schema does', (field, value) => {
    const body = { ...publicProfile, [field]: value };
    expect(publicProfileSchema.safeParse(body).success).toBe(false);
    expect(refusal(publicProfileReply, body)).toBe(field);
  });

  it('reads a list of reviews as the shared schema does, and names the first bad one', () => {
    const anonymous = {
      ...review,
      id: 4,
      reviewer: null,
      job_application_id: null,
      job_application: null,
    };
    expect([review, anonymous].every((r) => reviewSchema.safeParse(r).success)).toBe(true);
    expect(read(reviewListReply, [review, anonymous])).toEqual([review, anonymous]);
    expect(refusal(reviewListReply, { data: [review] })).toBe('expected a list');
    const bad = { ...review, rating: '5' };
    expect(reviewSchema.safeParse(bad).success).toBe(false);
    expect(refusal(reviewListReply, [review, bad])).toBe('[1].rating');
  });

  it('reads the profile view count after a view', () => {
    expect(read(profileViewsReply, { profile_views: 8 })).toEqual({ profile_views: 8 });
    expect(refusal(profileViewsReply, { profile_views: '8' })).toBe('profile_views');
    expect(refusal(profileViewsReply, null)).not.toBeNull();
  });
});

/**
 * The demo marketplace's job posts: each demo employer hires for its own business (a realty firm
 * posts real-estate assistant work, a skincare shop customer care and product listings), one to
 * eight posts each, every one in a category of the employer's trade, with the skills its
 * requirements name and a whole-dollar rate inside the usual band for its category. Some posts
 * are closed after a hire, some full (their application limit reached), a few wait for review.
 * Deterministic: everything here is written out, and dates count back from `now`.
 */
import type { jobPosts } from '../src/server/db/schema.ts';
import type { JOB_TYPES } from '../src/shared/jobs.ts';
import type { CategoryName } from './demo-people.ts';
import { DEMO_POSTINGS_1 } from './demo-postings-1.ts';
import { DEMO_POSTINGS_2 } from './demo-postings-2.ts';
import { DEMO_POSTINGS_3 } from './demo-postings-3.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What remote work in each category usually pays, dollars an hour (posts and profiles keep to it). */
export const RATE_BANDS: Record<CategoryName, readonly [number, number]> = {
  'Administrative Support': [6, 18],
  'Customer Service': [6, 15],
  'Data Entry': [5, 10],
  'Social Media Management': [8, 22],
  Bookkeeping: [12, 30],
  'Graphic Design': [15, 40],
  'Content Writing': [15, 40],
  'Web Development': [25, 60],
  'Digital Marketing': [15, 40],
  'Email Management': [7, 18],
  'Project Management': [12, 30],
  'Lead Generation': [7, 18],
  'E-commerce Support': [6, 16],
  'Video Editing': [12, 35],
  SEO: [15, 40],
  Research: [8, 20],
};

export type JobType = (typeof JOB_TYPES)[number];

/** Hours a week a job of each type asks for: applicants propose about this. */
export const HOURS_BY_JOB_TYPE: Record<JobType, number> = {
  'Full-time': 40,
  'Part-time': 20,
  Contract: 30,
  'Project-based': 15,
  Temporary: 30,
  Internship: 20,
};

const TERMS: Record<JobType, string> = {
  'Full-time': 'Full-time, 40 hours a week, paid twice a month',
  'Part-time': 'Part-time, about 20 hours a week, flexible within our business hours',
  Contract: 'A three-month contract of around 30 hours a week, with a view to extending',
  'Project-based': 'Project-based: a fixed scope, paid hourly against a weekly timesheet',
  Temporary: 'Temporary cover for six to eight weeks, around 30 hours a week',
  Internship: 'A paid three-month internship of 20 hours a week',
};

/** Screening questions posts ask (docs/decisions/033); applicants' answers are in demo-hiring.ts. */
export const QUESTIONS = {
  crm: 'Which CRM have you used most, and for how long?',
  overlap: 'How many hours of your working day overlap with our business hours?',
  sample: 'Please link one example of similar work you are proud of.',
  start: 'When could you start, and how many hours a week can you commit?',
  tickets: 'How many support tickets a day have you handled, and in which help desk?',
  confidential:
    'Have you handled confidential client documents before? How did you keep them safe?',
  books:
    'Which accounting software do you know best, and how many clients do you keep books for now?',
  customer: 'Tell us about a difficult customer conversation and how you resolved it.',
  languages: 'Which languages do you write in at a professional level?',
  ads: 'What monthly ad budget have you managed, and on which platforms?',
} as const;
export type QuestionKey = keyof typeof QUESTIONS;

export type Posting = {
  title: string;
  category: CategoryName;
  jobType: JobType;
  /** Dollars an hour, whole. */
  salary: number;
  skills: string[];
  intro: string;
  duties: string[];
  requirements: string[];
  experience: string;
  questions?: QuestionKey[];
  minCoverLetter?: number;
  /** open (the default), closed after a hire, full (its limit reached), or waiting for review. */
  state?: 'closed' | 'full' | 'pending';
  /** How many people applied (0-25). */
  applicants: number;
  daysAgo: number;
  views: number;
};

export type EmployerPostings = { location: string; postings: Posting[] };

/** Each demo employer's posts, by username (demo-people.ts), written out in three files. */
export const DEMO_POSTINGS: Record<string, EmployerPostings> = {
  ...DEMO_POSTINGS_1,
  ...DEMO_POSTINGS_2,
  ...DEMO_POSTINGS_3,
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A post's description: the four headings Post a Job starts with (spec "Post a Job"). */
export function postingDescription(posting: Posting): { html: string; text: string } {
  const sections: [string, string[]][] = [
    ['Responsibilities', posting.duties],
    ['Requirements', [`Confident with ${posting.skills.join(', ')}`, ...posting.requirements]],
    ['Terms', [`${TERMS[posting.jobType]}`, `$${posting.salary} an hour, paid in US dollars`]],
    ['Work experience', [posting.experience]],
  ];
  const html = `<p>${escapeHtml(posting.intro)}</p>${sections
    .map(
      ([heading, items]) =>
        `<h3>${heading}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
    )
    .join('')}`;
  const text = [posting.intro, ...sections.flatMap(([heading, items]) => [heading, ...items])].join(
    ' ',
  );
  return { html, text };
}

export type DemoJobPlan = {
  employerUsername: string;
  posting: Posting;
  row: typeof jobPosts.$inferInsert;
};

/** The rows to insert, in employer order, each with the posting it came from. */
export function demoJobs(
  employerIdByUsername: ReadonlyMap<string, number>,
  categoryIdByLowerName: ReadonlyMap<string, number>,
  now: number,
  employerTimezone: ReadonlyMap<string, string> = new Map(),
): DemoJobPlan[] {
  return Object.entries(DEMO_POSTINGS).flatMap(([employerUsername, employer]) => {
    const employerId = employerIdByUsername.get(employerUsername);
    if (employerId === undefined) throw new Error(`demo employer ${employerUsername} is missing`);
    return employer.postings.map((posting, index) => {
      const { html, text } = postingDescription(posting);
      // Posted in the morning of its day, minutes apart, so no two share a time.
      const createdAt = new Date(now - posting.daysAgo * DAY_MS - (index + 1) * 37 * 60 * 1000);
      const categoryId = categoryIdByLowerName.get(posting.category.toLowerCase());
      if (categoryId === undefined) throw new Error(`demo category ${posting.category} is missing`);
      // A post that asks about overlapping hours states them (docs/decisions/051): four hours
      // of the employer's 09:00-17:00.
      const timezone = employerTimezone.get(employerUsername);
      const overlap =
        posting.questions?.includes('overlap') && timezone
          ? {
              overlapHours: 4,
              overlapTimezone: timezone,
              overlapStart: 9 * 60,
              overlapEnd: 17 * 60,
            }
          : {};
      return {
        employerUsername,
        posting,
        row: {
          employerId,
          title: posting.title,
          description: html,
          descriptionText: text,
          location: employer.location,
          salary: posting.salary,
          jobType: posting.jobType,
          categoryId,
          requiredSkills: posting.skills,
          applicationLimit: posting.state === 'full' ? posting.applicants : null,
          screeningQuestions: (posting.questions ?? []).map((key) => QUESTIONS[key]),
          minCoverLetter: posting.minCoverLetter ?? 0,
          ...overlap,
          pendingReview: posting.state === 'pending',
          status: posting.state === 'closed' ? ('closed' as const) : ('Active' as const),
          views: posting.views,
          createdAt,
          // A closed post was closed half-way through its life, after its hire.
          updatedAt:
            posting.state === 'closed'
              ? new Date(createdAt.getTime() + (posting.daysAgo / 2) * DAY_MS)
              : createdAt,
        },
      };
    });
  });
}

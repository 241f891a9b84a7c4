import { overlapHours, type WorkWindow } from '../../../shared/working-hours.ts';

/**
 * How well a jobseeker and a post fit, and why, in words people read (docs/decisions/054). Pure
 * functions over the few facts both directions share, so that "Jobs for you" and "Suggested
 * talent" agree on what a match is; the weights of each direction add up to 100.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type SeekerFacts = {
  skills: readonly string[];
  categoryIds: readonly number[];
  hourlyRate: number | null;
  /** The working day, when the person gave a time zone and hours. */
  window: WorkWindow | null;
};

export type PostFacts = {
  requiredSkills: readonly string[];
  categoryId: number | null;
  categoryName: string | null;
  salary: number | null;
  /** The window the hire must overlap and by how many hours, when the post asks. */
  overlap: (WorkWindow & { hours: number }) | null;
};

export type Scored = { score: number; reasons: string[] };

/** Skills compared without case or surrounding spaces, as the candidate tables store them. */
export const skillKey = (skill: string) => skill.trim().toLowerCase();

const distinctKeys = (skills: readonly string[]) =>
  [...new Set(skills.map(skillKey))].filter((s) => s !== '');

/** '$15', '$15.50'. */
export const dollars = (amount: number) =>
  `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/**
 * Overlap through the time-zone database costs tens of microseconds and windows repeat (a few
 * zones, a few usual days), so answers are kept per pair of windows and quarter hour: a day's overlap
 * only changes when a local date or an offset does, on a quarter hour (Asia/Kolkata: 18:30 UTC).
 */
const overlapMemo = new Map<string, number>();
function memoOverlapHours(post: WorkWindow, seeker: WorkWindow, on: number): number {
  const key = `${post.timezone} ${post.start} ${post.end} ${seeker.timezone} ${seeker.start} ${seeker.end} ${Math.floor(on / 900_000)}`;
  let hours = overlapMemo.get(key);
  if (hours === undefined) {
    if (overlapMemo.size > 50_000) overlapMemo.clear();
    hours = overlapHours(post, seeker, on);
    overlapMemo.set(key, hours);
  }
  return hours;
}

type Weights = { skills: number; category: number; rate: number; overlap: number };

/** The fit both directions share: skills, category, rate against salary, working-day overlap. */
function sharedFit(seeker: SeekerFacts, post: PostFacts, w: Weights, on: number): Scored {
  const reasons: string[] = [];
  let score = 0;
  const required = distinctKeys(post.requiredSkills);
  const has = new Set(distinctKeys(seeker.skills));
  const matched = required.filter((s) => has.has(s)).length;
  if (required.length > 0 && matched > 0) {
    // Mostly the share of the post's skills, partly how many (up to 4): 3 of 3 outranks 1 of 1.
    score += w.skills * (0.8 * (matched / required.length) + 0.2 * (Math.min(matched, 4) / 4));
    reasons.push(
      `Matches ${matched} of ${required.length} skill${required.length === 1 ? '' : 's'}`,
    );
  }
  if (post.categoryId !== null && seeker.categoryIds.includes(post.categoryId)) {
    score += w.category;
    reasons.push(`Category: ${post.categoryName ?? 'yours'}`);
  }
  if (post.salary !== null && seeker.hourlyRate !== null) {
    if (seeker.hourlyRate <= post.salary) {
      score += w.rate;
      reasons.push(`Rate ${dollars(seeker.hourlyRate)} within budget`);
    } else if (seeker.hourlyRate <= post.salary * 1.2) {
      // Close enough to talk about: a third of the weight, and no reason claimed.
      score += w.rate / 3;
    }
  }
  if (post.overlap && seeker.window) {
    const hours = memoOverlapHours(post.overlap, seeker.window, on);
    if (hours >= post.overlap.hours && hours > 0) {
      score += w.overlap;
      reasons.push(`${hours} h working-day overlap`);
    }
  }
  return { score, reasons };
}

/** "Jobs for you": skills 50, category 15, rate 15, overlap 10, how new the post is 10. */
export function scoreJobForSeeker(
  seeker: SeekerFacts,
  post: PostFacts & { createdAt: Date },
  now = Date.now(),
): Scored {
  const scored = sharedFit(seeker, post, { skills: 50, category: 15, rate: 15, overlap: 10 }, now);
  const age = now - post.createdAt.getTime();
  if (age < 7 * DAY_MS) {
    scored.score += 10;
    scored.reasons.push('Posted this week');
  } else if (age < 30 * DAY_MS) {
    scored.score += 5;
  }
  return { score: Math.round(scored.score), reasons: scored.reasons };
}

/**
 * "Suggested talent": skills 45, category 15, rate 10, overlap 10, recent activity 10, profile
 * completeness 10 (src/shared/profile-completeness.ts).
 */
export function scoreSeekerForPost(
  post: PostFacts,
  seeker: SeekerFacts & { activeAt: Date; completeness: number },
  now = Date.now(),
): Scored {
  const scored = sharedFit(seeker, post, { skills: 45, category: 15, rate: 10, overlap: 10 }, now);
  const idle = now - seeker.activeAt.getTime();
  if (idle < 7 * DAY_MS) {
    scored.score += 10;
    scored.reasons.push('Active this week');
  } else if (idle < 30 * DAY_MS) {
    scored.score += 5;
  }
  scored.score += (10 * seeker.completeness) / 100;
  if (seeker.completeness >= 80) scored.reasons.push(`Profile ${seeker.completeness}% complete`);
  return { score: Math.round(scored.score), reasons: scored.reasons };
}

/**
 * The demo's moderation queue (docs/decisions/019): feedback members sent, and complaints about
 * job posts and profiles in every status (Pending, Resolved, Rejected), so that the admin
 * console's Feedback and Complaints tabs have something real to show. Deterministic; nobody
 * reports themself or their own post.
 */
import type { complaints, feedback } from '../src/server/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type DemoModerationInput = {
  adminId: number;
  employerIds: number[];
  seekerIds: number[];
  /** The demo's job posts; only public ones (Active, approved) are reported. */
  jobs: { id: number; employerId: number; status: string; pendingReview: boolean }[];
  now: number;
};

const FEEDBACK: {
  from: 'employer' | 'jobseeker';
  index: number;
  daysAgo: number;
  message: string;
}[] = [
  {
    from: 'jobseeker',
    index: 0,
    daysAgo: 21,
    message:
      'It would help to save a search on Find Jobs and get an e-mail when a matching job is posted.',
  },
  {
    from: 'employer',
    index: 0,
    daysAgo: 14,
    message:
      'Posting our first job took five minutes. Could the applications table show when each applicant was last online?',
  },
  {
    from: 'jobseeker',
    index: 2,
    daysAgo: 9,
    message: 'The chat works well on my phone. A dark mode would be lovely for late shifts.',
  },
  {
    from: 'employer',
    index: 1,
    daysAgo: 5,
    message: 'Please add a way to invite a talent to apply directly from their profile page.',
  },
  {
    from: 'jobseeker',
    index: 4,
    daysAgo: 2,
    message:
      'I could not find where to change my time zone at first: it is in the profile, but a hint on sign-up would help.',
  },
  {
    from: 'jobseeker',
    index: 1,
    daysAgo: 0.2,
    message: 'Thank you for TalentBridge! I found a long-term client in my first week.',
  },
];

export function demoFeedback(input: DemoModerationInput): (typeof feedback.$inferInsert)[] {
  return FEEDBACK.map((f) => {
    const ids = f.from === 'employer' ? input.employerIds : input.seekerIds;
    return {
      userId: ids[f.index % ids.length] as number,
      message: f.message,
      createdAt: new Date(input.now - f.daysAgo * DAY_MS),
    };
  });
}

type Plan = {
  by: { role: 'employer' | 'jobseeker'; index: number };
  /** A public job (its index among them) or a member's profile. */
  target: { job: number } | { role: 'employer' | 'jobseeker'; index: number };
  reason: string;
  daysAgo: number;
  decision?: { status: 'Resolved' | 'Rejected'; comment: string; daysAfter: number };
};

const COMPLAINTS: Plan[] = [
  {
    by: { role: 'jobseeker', index: 0 },
    target: { job: 3 },
    reason: 'The post asks applicants to pay for a training kit before they can start.',
    daysAgo: 2,
  },
  {
    by: { role: 'jobseeker', index: 1 },
    target: { role: 'employer', index: 1 },
    reason:
      'This company asked me to continue the conversation on WhatsApp and to send a photo of my ID.',
    daysAgo: 1,
  },
  {
    by: { role: 'employer', index: 1 },
    target: { role: 'jobseeker', index: 4 },
    reason: 'Did not show up to two scheduled calls and stopped answering messages.',
    daysAgo: 0.5,
  },
  {
    by: { role: 'employer', index: 6 },
    target: { role: 'jobseeker', index: 14 },
    reason: 'The portfolio shows design samples that belong to another agency.',
    daysAgo: 10,
    decision: {
      status: 'Resolved',
      comment: 'We checked the portfolio, removed the copied samples and warned the member.',
      daysAfter: 2,
    },
  },
  {
    by: { role: 'jobseeker', index: 3 },
    target: { job: 7 },
    reason: 'The salary looks far too low for the work described.',
    daysAgo: 6,
    decision: {
      status: 'Rejected',
      comment:
        'The rate is within the usual range for this kind of role, and the description is accurate. No rule was broken.',
      daysAfter: 1,
    },
  },
];

export function demoComplaints(input: DemoModerationInput): (typeof complaints.$inferInsert)[] {
  const publicJobs = input.jobs.filter((j) => j.status === 'Active' && !j.pendingReview);
  const member = (p: { role: 'employer' | 'jobseeker'; index: number }) => {
    const ids = p.role === 'employer' ? input.employerIds : input.seekerIds;
    return ids[p.index % ids.length] as number;
  };
  return COMPLAINTS.flatMap((plan) => {
    const complainantId = member(plan.by);
    const createdAt = new Date(input.now - plan.daysAgo * DAY_MS);
    let target: { targetType: 'job_post' | 'profile'; jobPostId?: number; profileId?: number };
    if ('job' in plan.target) {
      // The reported job is never the complainant's own.
      const candidates = publicJobs.filter((j) => j.employerId !== complainantId);
      const job = candidates[plan.target.job % Math.max(1, candidates.length)];
      if (!job) return [];
      target = { targetType: 'job_post', jobPostId: job.id };
    } else {
      const profileId = member(plan.target);
      if (profileId === complainantId) return [];
      target = { targetType: 'profile', profileId };
    }
    const decision = plan.decision
      ? {
          status: plan.decision.status,
          resolutionComment: plan.decision.comment,
          resolvedBy: input.adminId,
          resolvedAt: new Date(
            createdAt.getTime() + plan.decision.daysAfter * DAY_MS + 3 * HOUR_MS,
          ),
        }
      : {};
    return [{ complainantId, reason: plan.reason, createdAt, ...target, ...decision }];
  });
}

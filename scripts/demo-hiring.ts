/**
 * The demo marketplace's hiring history: applications to every public demo post (0 to 25 each,
 * as the post says), each a proposal with a cover letter, a rate, hours and answers to the
 * post's screening questions (docs/decisions/033), in every status (Pending, Accepted,
 * Rejected); reviews both ways on accepted ones that have run a while; and invitations
 * (docs/decisions/034) pending, declined and accepted. People who fit a post's category apply
 * first, so the story holds: bookkeepers apply to bookkeeping, and are the ones hired.
 * Deterministic: the same seed gives the same history.
 */
import { seededRandom } from '../bench/job-data.ts';
import type { invitations, jobApplications, reviews } from '../src/server/db/schema.ts';
import { detectRisks } from '../src/shared/trust/detector.ts';
import { type DemoJobPlan, HOURS_BY_JOB_TYPE, type QuestionKey } from './demo-jobs.ts';
import type { DemoJobseeker } from './demo-people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type DemoJobRow = DemoJobPlan & {
  id: number;
  employerId: number;
  companyName: string;
  createdAt: Date;
};

export type DemoSeekerRow = { id: number; person: DemoJobseeker };

type Review = { rating: number; comment: string };

export type DemoApplicationPlan = typeof jobApplications.$inferInsert & {
  jobPostId: number;
  jobseekerId: number;
  employerId: number;
  /** Accepted applications only: what each side wrote about the other. */
  seekerReview?: Review;
  employerReview?: Review;
};

/** What jobseekers write about employers. Ratings 5 to 2, most of them good. */
const ABOUT_EMPLOYERS: Review[] = [
  {
    rating: 5,
    comment:
      'Clear brief from day one, quick answers and paid on time. Would gladly work together again.',
  },
  {
    rating: 5,
    comment:
      'Very organised team. Weekly check-ins kept everything on track and feedback was always kind and specific.',
  },
  {
    rating: 5,
    comment:
      'Great first client on TalentBridge: realistic deadlines, good tools and a friendly onboarding call.',
  },
  {
    rating: 4,
    comment:
      'Good experience overall. A few last-minute changes, but they were always fair about the extra time.',
  },
  {
    rating: 4,
    comment:
      'Respectful and professional. Documentation was thin at first, but they improved it when I asked.',
  },
  {
    rating: 4,
    comment:
      'Reliable payments and a pleasant team. Time-zone overlap was short, so plan your questions ahead.',
  },
  {
    rating: 3,
    comment:
      'The work was interesting, but priorities changed often and some tasks were not clearly defined.',
  },
  {
    rating: 2,
    comment:
      'Communication was slow and the scope grew without discussion. Payment did arrive in the end.',
  },
];

/** What employers write about jobseekers. */
const ABOUT_JOBSEEKERS: Review[] = [
  {
    rating: 5,
    comment:
      'Outstanding work. Took ownership, asked the right questions and delivered ahead of schedule.',
  },
  {
    rating: 5,
    comment:
      'Exactly the help we needed: careful, fast and great with our customers. Highly recommended.',
  },
  {
    rating: 5,
    comment: 'Set up a process we still use today. Clear written updates every single day.',
  },
  {
    rating: 4,
    comment:
      'Solid, dependable work and easy to communicate with. Needed a little guidance on our tools at first.',
  },
  { rating: 4, comment: 'Good quality and always on time. Would hire again for similar tasks.' },
  {
    rating: 4,
    comment:
      'Friendly and proactive. A couple of small mistakes early on, fixed quickly without fuss.',
  },
  {
    rating: 3,
    comment: 'Did what was asked, but we had to follow up more often than we expected.',
  },
];

type Random = () => number;

const firstName = (person: DemoJobseeker) => person.name.split(' ')[0] as string;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The first sentence of a person's experience: how they introduce themself. */
const firstSentence = (text: string) => {
  const end = text.indexOf('. ');
  return end === -1 ? text : text.slice(0, end + 1);
};

const OPENINGS = [
  (job: DemoJobRow) => `Hello ${job.companyName} team,`,
  (job: DemoJobRow) => `Hi, and thank you for posting the ${lowerFirst(job.posting.title)} role.`,
  () => 'Good day,',
];

const CLOSINGS = [
  'I can start within a week and am happy to do a short paid trial first.',
  'I would be glad to talk on a short call whenever it suits you.',
  'My portfolio has examples of this kind of work; I look forward to hearing from you.',
  'I work from written checklists, report progress daily and ask early when something is unclear.',
];

/** A cover letter that says who the person is and why they fit this post. */
function coverLetter(job: DemoJobRow, person: DemoJobseeker, random: Random): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const known = job.posting.skills.filter((skill) =>
    person.skills.some((own) => own.toLowerCase() === skill.toLowerCase()),
  );
  const fit =
    known.length > 0
      ? `I use ${known.join(' and ')} every week, which your post asks for.`
      : `My background is in ${lowerFirst(person.headline)}, and I learn new tools quickly.`;
  const closing = Math.floor(random() * CLOSINGS.length);
  const parts = [
    pick(OPENINGS)(job),
    `I am ${firstName(person)}. ${firstSentence(person.experience)}`,
    fit,
  ];
  // One closing line, or more where the post asks for a longer letter.
  for (let i = 0; i < CLOSINGS.length; i++) {
    if (i > 0 && parts.join(' ').length >= (job.posting.minCoverLetter ?? 0)) break;
    parts.push(CLOSINGS[(closing + i) % CLOSINGS.length] as string);
  }
  return parts.join(' ');
}

/** An answer to one screening question, in the person's own terms. */
function answer(key: QuestionKey, person: DemoJobseeker, random: Random): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const years = 1 + Math.floor(random() * 5);
  const tools = person.skills.slice(0, 2).join(' and ');
  switch (key) {
    case 'crm': {
      const crm = person.skills.find((s) =>
        /hubspot|follow up boss|salesforce|zendesk|clio/i.test(s),
      );
      return crm
        ? `${crm}, for about ${years} years: contacts, pipelines, tasks and simple reports.`
        : 'HubSpot, for about a year on a client project. I pick up a new CRM within a few days.';
    }
    case 'overlap':
      return pick([
        `About ${4 + Math.floor(random() * 5)} hours. I can also move my day to match yours fully.`,
        'All of them: I already work your business hours for another client.',
        `${3 + Math.floor(random() * 3)} hours every day, and I answer urgent messages outside them.`,
      ]);
    case 'sample':
      return `${person.portfolio}: ${pick([
        'the most recent project there is closest to yours.',
        'see the second case study, done for a small business like yours.',
        'everything there was delivered to a real client.',
      ])}`;
    case 'start':
      return `${pick(['Next Monday', 'Within a week', 'On the 1st of next month', 'In two weeks'])}, for ${person.availability} hours a week.`;
    case 'tickets':
      return `Around ${40 + Math.floor(random() * 9) * 10} a day at peak, mostly in ${
        person.skills.find((s) => /zendesk|gorgias|intercom|help scout/i.test(s)) ?? 'Zendesk'
      }, with a satisfaction score above 90%.`;
    case 'confidential':
      return pick([
        'Yes. I work only in the client’s own drive, use a password manager and two-factor sign-in, and never keep copies.',
        'Yes, for two clients. I signed an NDA, worked on a dedicated laptop and deleted local files at the end of each day.',
        'Yes. Documents stay in the systems the client gives me; nothing goes to personal e-mail or chat.',
      ]);
    case 'books':
      return `${tools}. I keep books for ${2 + Math.floor(random() * 6)} clients at the moment and close each month by the 10th.`;
    case 'customer':
      return pick([
        'A customer received the wrong order twice. I apologised, sent the right item by express at once and added a note so the warehouse double-checked her next orders. She left a five-star review.',
        'A client was angry about a renewal charge. I listened, explained the policy, refunded the part he had not used and showed him how to turn off renewal. He stayed.',
        'Someone wrote in all capitals about a delay. I answered within minutes with a tracking link and a realistic date, then followed up the day it arrived.',
      ]);
    case 'languages':
      return `${person.languages.join(', ')}.`;
    case 'ads':
      return `Up to $${pick([2, 5, 8, 15])},000 a month across Google and Meta, with weekly reports on cost per lead.`;
  }
}

/** Whole dollars, between what the person charges and what the post offers. */
const proposedRate = (person: DemoJobseeker, salary: number) =>
  Math.max(1, Math.round(person.hourlyRate * 0.6 + salary * 0.4));

/**
 * Each public post gets as many applications as its posting says, from people who fit it first.
 * Closed posts hired the best fit and turned the rest down; older open posts have decided some,
 * recent ones none yet.
 */
export function demoApplications(
  jobs: readonly DemoJobRow[],
  seekers: readonly DemoSeekerRow[],
  now: number,
): DemoApplicationPlan[] {
  const random = seededRandom(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const plans: DemoApplicationPlan[] = [];

  for (const job of jobs) {
    const { posting, row } = job;
    if (posting.state === 'pending' || posting.applicants === 0) continue;
    const fit = (seeker: DemoSeekerRow) => {
      const person = seeker.person;
      let score = random();
      if (person.categories.includes(posting.category)) score += 2;
      if (person.categories[0] === posting.category) score += 0.5;
      if (
        posting.skills.some((s) => person.skills.some((o) => o.toLowerCase() === s.toLowerCase()))
      )
        score += 1;
      if (person.searchStatus === 'not_looking') score -= 1.5;
      return { seeker, score };
    };
    const chosen = seekers
      .map(fit)
      .sort((a, b) => b.score - a.score)
      .slice(0, posting.applicants);

    const postedAt = job.createdAt.getTime();
    const closedAt = posting.state === 'closed' ? (row.updatedAt as Date).getTime() : now;
    const window = closedAt - postedAt;
    const ageDays = (now - postedAt) / DAY_MS;
    // How many to hire and turn down, from the best fits down.
    const accepted =
      posting.state === 'closed'
        ? 1
        : ageDays >= 10
          ? chosen.length >= 15
            ? 2
            : 1
          : ageDays >= 5 && chosen.length >= 10
            ? 1
            : 0;
    const rejectShare =
      posting.state === 'closed' ? 1 : ageDays >= 10 ? 0.45 : ageDays >= 4 ? 0.2 : 0;

    chosen.forEach(({ seeker }, rank) => {
      const person = seeker.person;
      // Most people apply in the first days after a post goes up.
      const appliedAt = postedAt + window * (0.02 + 0.6 * random() ** 2);
      const status = rank < accepted ? 'Accepted' : random() < rejectShare ? 'Rejected' : 'Pending';
      const decidedAt =
        status === 'Pending'
          ? appliedAt
          : Math.min(
              appliedAt + (0.3 + random() * 3.5) * DAY_MS,
              posting.state === 'closed' ? closedAt - HOUR_MS : now - HOUR_MS,
            );
      const questions = row.screeningQuestions ?? [];
      const keys = posting.questions ?? [];
      const wantsLetter = (posting.minCoverLetter ?? 0) > 0 || random() < 0.85;
      const note = wantsLetter ? coverLetter(job, person, random) : null;
      const plan: DemoApplicationPlan = {
        jobPostId: job.id,
        jobseekerId: seeker.id,
        employerId: job.employerId,
        status,
        note,
        // As applying stores them (docs/decisions/046).
        flags: note ? detectRisks(note) : [],
        proposedRate: random() < 0.92 ? proposedRate(person, posting.salary) : null,
        availability: Math.min(person.availability, HOURS_BY_JOB_TYPE[posting.jobType]),
        questions,
        answers: keys.map((key) => answer(key, person, random)),
        createdAt: new Date(appliedAt),
        updatedAt: new Date(Math.max(appliedAt, decidedAt)),
      };
      // Reviews come once the work has run for a while.
      if (status === 'Accepted' && now - decidedAt > 10 * DAY_MS) {
        if (random() < 0.85) plan.seekerReview = pick(ABOUT_EMPLOYERS);
        if (random() < 0.85) plan.employerReview = pick(ABOUT_JOBSEEKERS);
      }
      plans.push(plan);
    });
  }
  return plans;
}

const INVITATION_MESSAGES = [
  (person: DemoJobseeker, job: DemoJobRow) =>
    `Hi ${firstName(person)}, your profile stood out: ${lowerFirst(person.headline)} is what we need. Would you apply for our ${lowerFirst(job.posting.title)} role?`,
  (person: DemoJobseeker, job: DemoJobRow) =>
    `Hello ${firstName(person)}, we are hiring at ${job.companyName} and think you would be a great fit. Have a look at the post and apply if it interests you.`,
  (person: DemoJobseeker) =>
    `Hi ${firstName(person)}, I read your experience and would love to see your proposal for this job. Happy to answer any questions here.`,
];

/**
 * Invitations (docs/decisions/034): employers invite people who fit their open posts. Some were
 * accepted (the person then applied: an application exists), some declined, the newest wait.
 */
export function demoInvitations(
  jobs: readonly DemoJobRow[],
  seekers: readonly DemoSeekerRow[],
  applications: readonly DemoApplicationPlan[],
  now: number,
): (typeof invitations.$inferInsert)[] {
  const random = seededRandom(20261125);
  const rows: (typeof invitations.$inferInsert)[] = [];
  const byId = new Map(seekers.map((s) => [s.id, s]));
  jobs.forEach((job, index) => {
    const { posting } = job;
    if (posting.state !== undefined) return; // open, approved posts with room only
    const postedAt = job.createdAt.getTime();
    const message = (person: DemoJobseeker) =>
      (
        INVITATION_MESSAGES[(index + person.username.length) % INVITATION_MESSAGES.length] as (
          p: DemoJobseeker,
          j: DemoJobRow,
        ) => string
      )(person, job);
    const applied = applications.filter((a) => a.jobPostId === job.id);
    // Accepted: one of the applicants was invited first, and applied a while after.
    const invitedApplicant = applied.find(
      (a) => (a.createdAt as Date).getTime() - postedAt > 6 * HOUR_MS,
    );
    if (invitedApplicant && index % 2 === 0) {
      const person = (byId.get(invitedApplicant.jobseekerId) as DemoSeekerRow).person;
      const appliedAt = (invitedApplicant.createdAt as Date).getTime();
      rows.push({
        jobPostId: job.id,
        employerId: job.employerId,
        jobseekerId: invitedApplicant.jobseekerId,
        message: message(person),
        status: 'accepted',
        answeredAt: new Date(appliedAt),
        createdAt: new Date(postedAt + (appliedAt - postedAt) * 0.3),
      });
    }
    // People who fit the post and have not applied: the older invitations were declined.
    const appliedIds = new Set(applied.map((a) => a.jobseekerId));
    const fits = seekers.filter(
      (s) => !appliedIds.has(s.id) && s.person.categories.includes(posting.category),
    );
    fits.slice(0, 2).forEach((seeker, n) => {
      const sentAt = postedAt + (now - postedAt) * (0.2 + 0.5 * random());
      const old = now - sentAt > 3 * DAY_MS;
      const declined = old && (n === 0 || random() < 0.5);
      rows.push({
        jobPostId: job.id,
        employerId: job.employerId,
        jobseekerId: seeker.id,
        message: message(seeker.person),
        status: declined ? 'declined' : 'pending',
        answeredAt: declined ? new Date(sentAt + (2 + random() * 20) * HOUR_MS) : null,
        createdAt: new Date(sentAt),
      });
    });
  });
  return rows;
}

/** The reviews of the planned applications, once their ids are known. */
export function demoReviews(
  plans: readonly DemoApplicationPlan[],
  applicationId: (plan: DemoApplicationPlan) => number,
  now: number,
): (typeof reviews.$inferInsert)[] {
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const plan of plans) {
    const decided = (plan.updatedAt as Date).getTime();
    const at = (days: number) => new Date(Math.min(now - 60_000, decided + days * DAY_MS));
    if (plan.seekerReview) {
      rows.push({
        jobApplicationId: applicationId(plan),
        reviewerId: plan.jobseekerId,
        revieweeId: plan.employerId,
        ...plan.seekerReview,
        createdAt: at(9),
      });
    }
    if (plan.employerReview) {
      rows.push({
        jobApplicationId: applicationId(plan),
        reviewerId: plan.employerId,
        revieweeId: plan.jobseekerId,
        ...plan.employerReview,
        createdAt: at(8),
      });
    }
  }
  return rows;
}

import { Link } from 'react-router';
import { CallToAction, PageBody, PageHeader } from '../components/content-page.tsx';

type Story = {
  id: string;
  title: string;
  who: string;
  challenge: string;
  hire: string;
  outcome: string;
  lesson: string;
};

/**
 * Illustrative stories: composites of the hires the platform is built for, said as such on the
 * page (no invented testimonials passed off as real members).
 */
const STORIES: readonly Story[] = [
  {
    id: 'online-shop',
    title: 'An online shop gets its evenings back',
    who: 'A two-person ceramics shop in the United Kingdom and a customer-service assistant in the Philippines',
    challenge:
      'The founders answered customer e-mails late every night and still took two days to reply at busy times.',
    hire: 'They posted a part-time Customer Service job at $11 an hour with two overlap hours a day, and accepted an applicant whose profile showed help-desk experience and three strong reviews.',
    outcome:
      'Within a month every e-mail had a first reply within one working day, and the assistant had rewritten the shop’s FAQ from the questions customers actually asked.',
    lesson:
      'A written list of what counts as urgent let the assistant decide alone the rest of the time.',
  },
  {
    id: 'bookkeeping',
    title: 'A bookkeeper builds a full client list',
    who: 'A bookkeeper in Kenya and three small businesses in the United States',
    challenge:
      'Newly qualified, she had the skills but no reviews, and her first applications went unanswered.',
    hire: 'She rewrote her profile around results, linked a reconciliation she had prepared on sample data, verified her identity and applied only to posts in the Bookkeeping category.',
    outcome:
      'Her first client accepted her after a paid two-hour trial; the review that followed helped her win two more within the quarter.',
    lesson: 'A specific portfolio sample did more than a long list of skills.',
  },
  {
    id: 'agency',
    title: 'A marketing agency scales without a recruiter',
    who: 'A five-person agency in Canada and a team of social media assistants in three time zones',
    challenge:
      'Client work came in waves, and hiring a full-time employee for each wave was too slow and too risky.',
    hire: 'The agency searched Find Talent by category, time zone and rating, and posted short, clearly scoped jobs when it needed more hands.',
    outcome:
      'It now works with four regular assistants, each responsible for named client accounts, coordinated through end-of-day written updates.',
    lesson:
      'Clear hand-offs between time zones turned the difference in hours into a longer working day.',
  },
];

export function SuccessStoriesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Success stories"
        title="How great remote hires come together"
        lead="What a successful hire looks like on TalentBridge, from the job post to the first months of work, and the lessons each one teaches."
      >
        <p className="mt-4 text-sm text-neutral-600">
          These stories are composites drawn from the kinds of hires TalentBridge is built for; the
          people and businesses are illustrative. For real, individual results, read the reviews on
          any member’s profile.
        </p>
      </PageHeader>
      <PageBody>
        <ul className="space-y-8">
          {STORIES.map((story) => (
            <li key={story.id}>
              <article
                aria-labelledby={`story-${story.id}`}
                className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-xs sm:p-10"
              >
                <h2
                  id={`story-${story.id}`}
                  className="text-2xl font-bold tracking-tight text-neutral-950"
                >
                  {story.title}
                </h2>
                <p className="mt-2 text-sm text-neutral-600">{story.who}</p>
                <dl className="mt-6 grid gap-6 text-base leading-7 md:grid-cols-3">
                  <div>
                    <dt className="font-semibold text-neutral-900">The challenge</dt>
                    <dd className="mt-1 text-neutral-700">{story.challenge}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-neutral-900">The hire</dt>
                    <dd className="mt-1 text-neutral-700">{story.hire}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-neutral-900">The outcome</dt>
                    <dd className="mt-1 text-neutral-700">{story.outcome}</dd>
                  </div>
                </dl>
                <p className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
                  <strong className="font-semibold">Lesson: </strong>
                  {story.lesson}
                </p>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 max-w-3xl text-base text-neutral-700">
          Hired someone great, or found a client you love? Tell us through the{' '}
          <Link to="/feedback" className="font-medium text-brand-700 underline underline-offset-4">
            feedback page
          </Link>{' '}
          and we may write about it, with your permission.
        </p>
      </PageBody>
      <CallToAction
        title="Write your own story"
        text="Post a job or create a profile and make your first hire, or land your first client."
        actions={[
          { to: '/role-selection', label: 'Get started' },
          { to: '/blog', label: 'Read the Blog' },
        ]}
      />
    </>
  );
}

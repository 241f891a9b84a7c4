import { Link } from 'react-router';
import { CallToAction, PageBody, PageHeader, Prose } from '../components/content-page.tsx';

type TrialTask = { category: string; task: string; judged: string; prepare: string };

/** The trial tasks employers most often give, per category, and how to get ready. */
const TASKS: readonly TrialTask[] = [
  {
    category: 'Administrative Support',
    task: 'Sort a messy inbox of 30 e-mails: label, archive, draft three replies and list what needs the owner’s decision.',
    judged:
      'Judgement about what is urgent, tone of the drafts, and a summary the owner can act on in two minutes.',
    prepare:
      'Practise with a real inbox; write a short “how I triage” note to link in your portfolio.',
  },
  {
    category: 'Data Entry',
    task: 'Copy 200 records from scanned invoices into a spreadsheet within an hour.',
    judged:
      'Accuracy first (a single wrong digit in an amount matters), then speed, then consistent formatting.',
    prepare:
      'Time yourself on sample data sets and learn spreadsheet validation and keyboard shortcuts.',
  },
  {
    category: 'Customer Service',
    task: 'Answer five real-looking support tickets, including one angry customer and one refund outside policy.',
    judged:
      'Empathy, clarity, following the policy while still helping, and knowing when to escalate.',
    prepare:
      'Write sample replies for common cases: late delivery, wrong item, cancellation, refund request.',
  },
  {
    category: 'Bookkeeping',
    task: 'Reconcile a month of bank transactions against a ledger and explain three differences.',
    judged:
      'Correct categorisation, a clean reconciliation and notes a non-accountant understands.',
    prepare:
      'Use the free trial of a common accounting tool and reconcile a sample month end to end.',
  },
  {
    category: 'Social Media Management',
    task: 'Plan one week of posts for a small business: copy, images or briefs, and posting times.',
    judged:
      'Voice that fits the brand, variety of formats, and a plan based on the audience, not guesswork.',
    prepare:
      'Build a sample content calendar for an imaginary local business and link it in your portfolio.',
  },
  {
    category: 'Content Writing',
    task: 'Write a 500-word article or product description from a short brief.',
    judged: 'Following the brief, structure, accuracy and clean English without filler.',
    prepare: 'Keep three published or sample pieces in different formats ready to share.',
  },
  {
    category: 'Research',
    task: 'Find ten potential suppliers or leads that match given criteria, with sources.',
    judged: 'Relevance, verified details, sources for every claim and a tidy, sortable result.',
    prepare: 'Practise structured research with a clear template: criteria, source, date checked.',
  },
  {
    category: 'Web Development',
    task: 'Fix a small bug or build a small page from a design in a shared repository.',
    judged: 'Working code, readable commits, and a short note explaining what you changed and why.',
    prepare:
      'Keep a public code sample you are proud of, with a README that explains how to run it.',
  },
];

export function SkillTestsPage() {
  return (
    <>
      <PageHeader
        eyebrow="For virtual assistants"
        title="Skill tests: how employers check your skills"
        lead="Many employers ask shortlisted applicants for a short trial task before they accept an application. Here are the tests they use most, what they look for, and how to prepare."
      />
      <PageBody className="space-y-16">
        <Prose>
          <h2>How skill checks work on TalentBridge</h2>
          <p>
            TalentBridge does not run timed tests or award badges. Employers judge skills the way
            good employers always have: from your profile, your portfolio, your reviews and, often,
            a short trial task. After they accept your application, the details of a trial are
            agreed in the chat.
          </p>
          <ul>
            <li>
              <strong>A trial should be short and paid.</strong> One or two hours of real work at
              the posted rate is normal. Be wary of “tests” that would take days or are simply
              unpaid work.
            </li>
            <li>
              <strong>Agree the scope in writing</strong>: the task, the time allowed, the deadline
              in both time zones, and how it will be paid.
            </li>
            <li>
              <strong>Keep the result</strong> (without the client’s private data) as a portfolio
              sample for your next application.
            </li>
          </ul>
        </Prose>
        <section aria-labelledby="tests-heading">
          <h2 id="tests-heading" className="text-2xl font-bold tracking-tight text-neutral-950">
            Common trial tasks by category
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {TASKS.map((item) => (
              <li
                key={item.category}
                className="rounded-xl border border-neutral-200 bg-white p-6 shadow-xs"
              >
                <h3 className="text-lg font-semibold text-neutral-900">{item.category}</h3>
                <dl className="mt-4 space-y-3 text-sm leading-6">
                  <div>
                    <dt className="font-semibold text-neutral-900">The task</dt>
                    <dd className="text-neutral-700">{item.task}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-neutral-900">What is judged</dt>
                    <dd className="text-neutral-700">{item.judged}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-neutral-900">How to prepare</dt>
                    <dd className="text-neutral-700">{item.prepare}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
        <Prose>
          <h2>Show your skills before anyone asks</h2>
          <p>
            The best preparation is a profile that already answers the question. List precise
            skills, link samples in your portfolio, and add a one-minute video introduction: our{' '}
            <Link to="/profile-tips">profile tips</Link> explain each field.
          </p>
        </Prose>
      </PageBody>
      <CallToAction
        title="Ready to show what you can do?"
        text="Find jobs in your category and apply with a profile that proves your skills."
        actions={[
          { to: '/find-job', label: 'Find Jobs' },
          { to: '/va-categories', label: 'Browse Categories' },
        ]}
      />
    </>
  );
}

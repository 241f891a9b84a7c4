import { Link } from 'react-router';
import { PageBody, PageHeader, Prose } from '../components/content-page.tsx';
import { CONTACT_EMAIL } from '../contact-details.ts';

type Opening = {
  title: string;
  team: string;
  hours: string;
  text: string;
  youWill: readonly string[];
};

const OPENINGS: readonly Opening[] = [
  {
    title: 'Trust and Safety Moderator',
    team: 'Trust and Safety',
    hours: 'Full-time, remote (UTC+5 to UTC+9)',
    text: 'Keep the marketplace safe: review new job posts, handle reports and verify identity documents.',
    youWill: [
      'review job posts against our rules before they go live',
      'investigate reports on posts and profiles, and explain each decision',
      'check identity documents with care and discretion',
    ],
  },
  {
    title: 'Full-stack Engineer (TypeScript)',
    team: 'Product',
    hours: 'Full-time, remote (UTC−5 to UTC+3)',
    text: 'Build the marketplace end to end with React, Fastify and PostgreSQL, with a strong eye for accessibility and performance.',
    youWill: [
      'ship features from the database to the page, with tests',
      'keep pages fast on modest phones and slow connections',
      'take part in on-call for the service you build',
    ],
  },
  {
    title: 'Community and Support Specialist',
    team: 'Member Success',
    hours: 'Part-time, 20 hours a week, remote',
    text: 'Help employers and virtual assistants succeed: answer questions, write guides and turn feedback into improvements.',
    youWill: [
      'answer members by e-mail within one working day',
      'write and update our FAQs and blog guides',
      'summarise what members tell us for the product team',
    ],
  },
];

export function CareersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Careers"
        title="Help us make remote hiring fair"
        lead="We are a small, remote-first team building a marketplace that treats virtual assistants and the businesses that hire them with the same respect. Come and build it with us."
      />
      <PageBody className="space-y-16">
        <Prose>
          <h2>How we work</h2>
          <ul>
            <li>
              <strong>Remote, across time zones.</strong> We write things down, keep meetings short
              and protect a few overlap hours a day.
            </li>
            <li>
              <strong>Paid fairly, in the open.</strong> Every opening states its salary range in
              the first conversation, and the same role pays the same range wherever you live.
            </li>
            <li>
              <strong>Time to do good work.</strong> Four weeks of paid holiday plus the public
              holidays of your country, and a yearly budget for equipment and learning.
            </li>
          </ul>
        </Prose>
        <section aria-labelledby="openings-heading">
          <h2 id="openings-heading" className="text-2xl font-bold tracking-tight text-neutral-950">
            Open positions
          </h2>
          <ul className="mt-8 space-y-6">
            {OPENINGS.map((opening) => (
              <li
                key={opening.title}
                className="rounded-xl border border-neutral-200 bg-white p-6 shadow-xs sm:p-8"
              >
                <h3 className="text-lg font-semibold text-neutral-900">{opening.title}</h3>
                <p className="mt-1 text-sm text-neutral-600">
                  {opening.team}
                  <span aria-hidden="true"> · </span>
                  {opening.hours}
                </p>
                <p className="mt-4 text-base leading-7 text-neutral-700">{opening.text}</p>
                <p className="mt-4 text-sm font-semibold text-neutral-900">You will:</p>
                <ul className="mt-2 list-disc space-y-1.5 pl-6 text-sm leading-6 text-neutral-700">
                  {opening.youWill.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <Prose>
          <h2>How to apply</h2>
          <p>
            Send a short note about yourself and the role you want, with your CV or a link to your
            work, to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> with the title of the
            position as the subject. We answer every application within two weeks.
          </p>
          <ol>
            <li>A 30-minute video call to get to know each other.</li>
            <li>A short, paid task close to the real work, done in your own time.</li>
            <li>A conversation with the people you would work with most.</li>
          </ol>
          <p>
            Not the right opening? Write to us anyway, or learn more{' '}
            <Link to="/about-us">about us</Link>.
          </p>
        </Prose>
      </PageBody>
    </>
  );
}

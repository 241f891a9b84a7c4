import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CallToAction, PageBody, PageHeader, Prose } from '../components/content-page.tsx';

type Tip = { id: string; title: string; body: ReactNode };

const TIPS: readonly Tip[] = [
  {
    id: 'photo',
    title: 'A clear, friendly photo',
    body: (
      <>
        <p>
          Your avatar appears on every talent card. Use a recent photo of your face, well lit,
          against a plain background. A JPEG or PNG up to 5 MB works; square photos crop best.
        </p>
      </>
    ),
  },
  {
    id: 'skills',
    title: 'Skills employers search for',
    body: (
      <>
        <p>
          Employers search <Link to="/find-talent">Find Talent</Link> by skills, so list the tools
          and tasks they type: “Google Workspace, Zendesk, QuickBooks Online, inbox management,
          Canva”. Enter them separated by commas. Be specific and honest: ten precise skills beat
          thirty vague ones, and you can list up to 50.
        </p>
      </>
    ),
  },
  {
    id: 'categories',
    title: 'The right categories',
    body: (
      <p>
        Categories decide which filtered searches you appear in, and which job alerts you receive.
        Choose the two to five you really work in; browse them on the{' '}
        <Link to="/va-categories">VA categories</Link> page.
      </p>
    ),
  },
  {
    id: 'experience',
    title: 'Experience written as results',
    body: (
      <>
        <p>
          Write your experience for a busy reader. Lead with what you achieved, with numbers where
          you can, then the tools you used:
        </p>
        <ul>
          <li>Weak: “Responsible for customer e-mails.”</li>
          <li>
            Strong: “Answered 60 to 80 customer e-mails a day for an online shop, kept first replies
            under four hours, and wrote 25 help-centre articles in Zendesk.”
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'portfolio',
    title: 'A portfolio that proves it',
    body: (
      <p>
        Link a portfolio that shows real work: a shared folder of sample spreadsheets, designs or
        articles, with client details removed. If you are new, make samples: a cleaned-up sample
        data set, a social media calendar for an imaginary café. Employers hire what they can see.
      </p>
    ),
  },
  {
    id: 'video',
    title: 'A one-minute video introduction',
    body: (
      <p>
        A short video lets an employer hear how you communicate. Say who you are, what you help
        businesses with, your time zone and hours, and one result you are proud of. Upload it to a
        video site and paste the link in your profile.
      </p>
    ),
  },
  {
    id: 'identity',
    title: 'Verify your identity',
    body: (
      <p>
        Upload an identity document (JPEG, PNG or PDF, up to 10 MB). Only you and our administrators
        can open it. Once an administrator has checked it, your profile shows that your identity is
        verified, one of the first things careful employers look for.
      </p>
    ),
  },
  {
    id: 'time-zone',
    title: 'Your time zone, kept current',
    body: (
      <p>
        Employers filter talent by time zone to find overlap with their working hours. Set yours in
        your profile, and change it when you move or daylight saving changes your hours.
      </p>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews, one engagement at a time',
    body: (
      <p>
        After an employer accepts your application, each of you can review the other. Your average
        rating appears on your profile and talent card, and everyone can read the full list. Do
        great work, then ask your client to leave a review when the engagement has run for a while.
      </p>
    ),
  },
];

export function ProfileTipsPage() {
  return (
    <>
      <PageHeader
        eyebrow="For virtual assistants"
        title="Profile tips that get you hired"
        lead="Employers compare several profiles before they accept an application. These nine steps make yours the one they remember."
      />
      <PageBody>
        <div className="grid gap-12 lg:grid-cols-[16rem_1fr]">
          <nav aria-label="Profile tips" className="hidden lg:block">
            <ol className="sticky top-24 space-y-2 text-sm">
              {TIPS.map((tip, index) => (
                <li key={tip.id}>
                  <a
                    href={`#${tip.id}`}
                    className="text-neutral-700 hover:text-brand-700 hover:underline"
                  >
                    {index + 1}. {tip.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <Prose>
            {TIPS.map((tip, index) => (
              <section key={tip.id} aria-labelledby={tip.id}>
                <h2 id={tip.id}>
                  {index + 1}. {tip.title}
                </h2>
                {tip.body}
              </section>
            ))}
          </Prose>
        </div>
      </PageBody>
      <CallToAction
        title="Put these tips to work"
        text="Open your profile and improve one section today, then apply to a job that fits."
        actions={[
          { to: '/profile', label: 'Edit My Profile' },
          { to: '/find-job', label: 'Find Jobs' },
        ]}
      />
    </>
  );
}

import { Link } from 'react-router';
import { type FaqGroup, FaqPage } from '../components/faq-list.tsx';

const GROUPS: readonly FaqGroup[] = [
  {
    title: 'Getting started',
    items: [
      {
        question: 'Does it cost anything to find work on TalentBridge?',
        answer: (
          <p>
            No. Creating a jobseeker account, keeping a profile, applying to jobs and messaging
            employers are free, and TalentBridge takes no share of what you earn. Our{' '}
            <Link to="/pricing">plans</Link> are for employers who post jobs.
          </p>
        ),
      },
      {
        question: 'How do I create a jobseeker account?',
        answer: (
          <p>
            Choose <Link to="/role-selection">Sign Up</Link>, then “I am a Jobseeker”, and pick a
            username, your e-mail address and a password of at least 12 characters. You are signed
            in straight away. We also send a link to confirm your e-mail address: confirm it,
            because only verified members receive job alerts from employers.
          </p>
        ),
      },
      {
        question: 'What should I put in my profile?',
        answer: (
          <>
            <p>
              Employers decide in seconds, so fill in everything that shows what you can do: a clear
              photo, your skills (typed as a comma-separated list), the categories you work in, your
              experience, a portfolio link and, if you have one, a short video introduction.
            </p>
            <p>
              Our <Link to="/profile-tips">profile tips</Link> go through each field with examples.
            </p>
          </>
        ),
      },
      {
        question: 'Why should I verify my identity?',
        answer: (
          <p>
            Upload a photo or PDF of an identity document on your profile (JPEG, PNG or PDF, up to
            10 MB). Only you and our administrators can open it. Once an administrator has checked
            it, your profile shows that your identity is verified, which tells employers you are who
            you say you are.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Applying to jobs',
    items: [
      {
        question: 'How do I find jobs that fit me?',
        answer: (
          <p>
            Use <Link to="/find-job">Find Jobs</Link>: search by title or keyword and narrow the
            list by location, hourly rate, job type, category and skills. Every filter is kept in
            the address, so you can bookmark a search and come back to it. The{' '}
            <Link to="/va-categories">VA categories</Link> page links straight to the jobs of each
            category.
          </p>
        ),
      },
      {
        question: 'How do I apply, and can I apply twice?',
        answer: (
          <p>
            Open a job and press “Apply Now” while signed in as a jobseeker. You can apply once per
            job; afterwards the button reads “Already Applied” and the job appears on{' '}
            <Link to="/my-applications">My Applications</Link>.
          </p>
        ),
      },
      {
        question: 'Why can’t I apply to a job?',
        answer: (
          <ul>
            <li>The employer has closed the post, or it is waiting for moderation.</li>
            <li>
              The post has reached its application limit: some employers cap how many applications
              they receive, and our administrators may set a limit for every post.
            </li>
            <li>You are signed in as an employer: only jobseeker accounts apply.</li>
          </ul>
        ),
      },
      {
        question: 'What do the application statuses mean?',
        answer: (
          <p>
            Every application starts as <strong>Pending</strong>. The employer then accepts or
            rejects it, and we e-mail you the decision. <strong>Accepted</strong> opens a chat with
            the employer and lets you review them; <strong>Rejected</strong> is final for that job,
            but it does not stop you applying to the employer’s other posts.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Working with employers',
    items: [
      {
        question: 'When can I message an employer?',
        answer: (
          <p>
            As soon as the employer accepts your application. The chat is on the{' '}
            <Link to="/messages">Messages</Link> page, with a counter of unread messages in the
            header. If a message arrives while you are away, we send you at most one e-mail per
            conversation per hour.
          </p>
        ),
      },
      {
        question: 'How do reviews work?',
        answer: (
          <p>
            After an accepted application, each side may leave one review of the other: a rating
            from 1 to 5 stars and a comment. Your average rating shows on your profile and in talent
            search, and anyone can read the full list on your reviews page.
          </p>
        ),
      },
      {
        question: 'How am I paid?',
        answer: (
          <p>
            Every job states its hourly rate up front. You and the employer agree how hours are
            tracked and how payment is made before work starts; TalentBridge does not handle the
            money and takes no commission. Never pay an employer to get a job: see our guide to{' '}
            <Link to="/blog/spotting-remote-job-scams">spotting job scams</Link>.
          </p>
        ),
      },
      {
        question: 'What if a job post looks suspicious?',
        answer: (
          <p>
            Signed-in members can press “Report Job Post” on any job, or “Report Profile” on a
            member’s profile. Our moderators review every report and can remove posts and block
            accounts, and we e-mail you the outcome.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Your account',
    items: [
      {
        question: 'I forgot my password. What now?',
        answer: (
          <p>
            Use <Link to="/forgot-password">Forgot Password</Link> on the sign-in page. We send a
            link that works once and for one hour. Choosing a new password signs you out on every
            other device.
          </p>
        ),
      },
      {
        question: 'How do I delete my account?',
        answer: (
          <p>
            Open <Link to="/profile">My Profile</Link> and choose Delete Account. It erases your
            profile, your uploads, your applications and your messages at once; reviews you wrote
            stay, shown as written by “Anonymous”. The{' '}
            <Link to="/privacy-policy">privacy policy</Link> lists exactly what goes.
          </p>
        ),
      },
    ],
  },
];

export function JobseekerFaqPage() {
  return (
    <FaqPage
      eyebrow="How it works · For jobseekers"
      title="Jobseeker FAQ"
      lead="Everything virtual assistants and freelancers ask us about finding remote work on TalentBridge, from the first profile to the first review."
      groups={GROUPS}
      callToAction={{
        title: 'Ready to find your next client?',
        text: 'Create a free profile and apply to remote jobs that match your skills.',
        actions: [
          { to: '/register/jobseeker', label: 'Create a Profile' },
          { to: '/find-job', label: 'Browse Jobs' },
        ],
      }}
    />
  );
}

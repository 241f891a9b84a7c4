import { Link } from 'react-router';
import { type FaqGroup, FaqPage } from '../components/faq-list.tsx';

const GROUPS: readonly FaqGroup[] = [
  {
    title: 'Posting a job',
    items: [
      {
        question: 'How do I post a job?',
        answer: (
          <p>
            Create an employer account from <Link to="/role-selection">Sign Up</Link>, then open{' '}
            <Link to="/post-job">Post a Job</Link>. Give the title, location, hourly rate, job type
            and category, and describe the work. The editor starts with four headings —
            Responsibilities, Requirements, Terms and Work experience — which are what applicants
            look for first.
          </p>
        ),
      },
      {
        question: 'What are the rules for a job description?',
        answer: (
          <ul>
            <li>At least 150 characters of text: a few real sentences about the work.</li>
            <li>
              No contact details. Applicants apply through TalentBridge, and you chat with the
              people you accept.
            </li>
            <li>
              No requirements based on gender, age, nationality or other qualities that have nothing
              to do with the job.
            </li>
          </ul>
        ),
      },
      {
        question: 'Why is my post “Pending review”?',
        answer: (
          <p>
            Every new or edited post is checked by a moderator before it appears in search, on the
            home page and in job alerts. You can see your pending posts on{' '}
            <Link to="/my-job-posts">My Job Posts</Link> with a “Pending review” badge. Posts that
            break the rules may be flagged and stay hidden.
          </p>
        ),
      },
      {
        question: 'Can I edit, close or reopen a post?',
        answer: (
          <p>
            Yes, from My Job Posts. Closing a post stops new applications and removes it from
            search; reopening makes it Active again. An edited post goes back to moderation, so fix
            typos early.
          </p>
        ),
      },
      {
        question: 'Can I limit how many applications I receive?',
        answer: (
          <p>
            A post can carry an application limit; once it is reached, the post stops taking
            applications. Limits are set by our administrators, for one post or for every post (the
            lower one counts): <Link to="/contact">ask us</Link> if you want one on yours. My Job
            Posts shows each post’s limit, or “No limit”.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Hiring',
    items: [
      {
        question: 'How do I review applications?',
        answer: (
          <p>
            On My Job Posts, choose View Applications on a post. The table lists each applicant with
            their e-mail address, the date they applied and the status. Open their profile to see
            skills, experience, portfolio, identity verification and reviews from other employers,
            then Accept or Reject. Each applicant is e-mailed your decision.
          </p>
        ),
      },
      {
        question: 'Can I search for talent instead of waiting for applicants?',
        answer: (
          <p>
            Yes. <Link to="/find-talent">Find Talent</Link> searches jobseeker profiles by skills,
            experience, minimum rating, time zone and category, or by username. Browse by category
            from the <Link to="/va-categories">VA categories</Link> page.
          </p>
        ),
      },
      {
        question: 'When can I talk to a candidate?',
        answer: (
          <p>
            Accepting an application opens a private chat with that person on the{' '}
            <Link to="/messages">Messages</Link> page. Messages are delivered live, and the
            recipient gets an e-mail if they are away. Accepting someone does not close the post, so
            you can hire more than one person for the same job.
          </p>
        ),
      },
      {
        question: 'How do reviews work for employers?',
        answer: (
          <p>
            After you accept an application, you and the jobseeker may each leave one review: 1 to 5
            stars and a comment. Good reviews from the people you hired are the best way to attract
            strong applicants to your next post.
          </p>
        ),
      },
      {
        question: 'Does TalentBridge handle payments?',
        answer: (
          <p>
            No. You agree the rate, the way hours are tracked and the payment method directly with
            the person you hire, and TalentBridge takes no cut of what you pay them. Your plan is
            the only thing you pay us.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Plans and account',
    items: [
      {
        question: 'What do the plans include?',
        answer: (
          <p>
            Free includes 1 job post a month, Pro ($29 a month) 10, and Enterprise ($99 a month)
            unlimited posts. The <Link to="/pricing">pricing page</Link> compares them in full.
          </p>
        ),
      },
      {
        question: 'What if a candidate or another member behaves badly?',
        answer: (
          <p>
            Press “Report Profile” on their profile. Moderators review every report and can block
            accounts. You can also tell us anything else through the{' '}
            <Link to="/feedback">feedback page</Link> or the <Link to="/contact">contact page</Link>
            .
          </p>
        ),
      },
      {
        question: 'What happens to my posts if I delete my account?',
        answer: (
          <p>
            They go with it: deleting an employer account removes its job posts, their applications
            and the chats that came from them. Reviews you wrote stay, without your name. See the{' '}
            <Link to="/privacy-policy">privacy policy</Link> for the details.
          </p>
        ),
      },
    ],
  },
];

export function EmployerFaqPage() {
  return (
    <FaqPage
      eyebrow="How it works · For employers"
      title="Employer FAQ"
      lead="How posting, moderation, hiring and messaging work when you hire virtual assistants and remote freelancers on TalentBridge."
      groups={GROUPS}
      callToAction={{
        title: 'Hire your next assistant',
        text: 'Post your first job for free and start receiving applications once it is approved.',
        actions: [
          { to: '/register/employer', label: 'Post a Job' },
          { to: '/find-talent', label: 'Find Talent' },
        ],
      }}
    />
  );
}

import { Link } from 'react-router';
import { CallToAction, PageBody, PageHeader, Prose } from '../components/content-page.tsx';

const VALUES = [
  {
    title: 'Fair to both sides',
    text: 'Jobseekers never pay to find work, every post shows its rate, and reviews go both ways.',
  },
  {
    title: 'Safe by default',
    text: 'Posts are moderated before they go live, identity documents stay private, and reports are read by people.',
  },
  {
    title: 'Clear over clever',
    text: 'Plain statuses, plain rules and plain language, so nobody has to guess where they stand.',
  },
] as const;

export function AboutUsPage() {
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="We connect businesses with great virtual assistants"
        lead="TalentBridge is a leading platform for connecting businesses with professional virtual assistants worldwide. We built it because remote hiring should be simple, safe and fair for both sides."
      />
      <PageBody className="space-y-16">
        <Prose>
          <h2>Why we exist</h2>
          <p>
            Small businesses need help long before they can hire a full-time employee: someone to
            keep the inbox under control, update the books, answer customers or run social media.
            Meanwhile, skilled people all over the world want steady remote work with clients who
            respect them. The two struggle to find each other on crowded job boards full of vague
            posts and fake offers.
          </p>
          <p>
            TalentBridge is a marketplace made for exactly this match. Employers describe the work
            and the rate; virtual assistants and freelancers show their skills, experience and
            reviews; both sides decide with real information in front of them.
          </p>
          <h2>How the marketplace works</h2>
          <ol>
            <li>
              Employers <Link to="/post-job">post a job</Link>. A moderator checks it before it is
              public.
            </li>
            <li>
              Jobseekers find it on <Link to="/find-job">Find Jobs</Link> and apply; employers can
              also search profiles on <Link to="/find-talent">Find Talent</Link>.
            </li>
            <li>
              The employer accepts an application, and a private chat opens between the two of them.
            </li>
            <li>After the work, both leave a review that helps the next hire.</li>
          </ol>
          <p>
            The <Link to="/how-it-works/employer-faq">employer FAQ</Link> and the{' '}
            <Link to="/how-it-works/jobseeker-faq">jobseeker FAQ</Link> go into the details.
          </p>
        </Prose>
        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-2xl font-bold tracking-tight text-neutral-950">
            What we stand for
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {VALUES.map((value) => (
              <li
                key={value.title}
                className="rounded-xl border border-neutral-200 bg-white p-6 shadow-xs"
              >
                <h3 className="text-base font-semibold text-neutral-900">{value.title}</h3>
                <p className="mt-2 text-sm leading-6 text-neutral-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <Prose>
          <h2>The team</h2>
          <p>
            We are a small, remote-first team spread over several time zones, which means we use
            TalentBridge the way our members do. If you would like to work with us, see{' '}
            <Link to="/careers">careers</Link>; for anything else,{' '}
            <Link to="/contact">contact us</Link>.
          </p>
        </Prose>
      </PageBody>
      <CallToAction
        title="Ready to get started?"
        text="Post a job or create a profile: both are free to start."
        actions={[
          { to: '/role-selection', label: 'Post a Job' },
          { to: '/role-selection', label: 'Create a Profile' },
        ]}
      />
    </>
  );
}

import { Link } from 'react-router';
import { PageBody, PageHeader, Prose } from '../components/content-page.tsx';
import { CONTACT_EMAIL } from '../contact-details.ts';

export function TermsOfServicePage() {
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Terms of Service"
        lead={
          <p>
            The rules for using TalentBridge as an employer, a jobseeker or a visitor. Last updated{' '}
            <time dateTime="2026-11-24">November 24, 2026</time>.
          </p>
        }
      />
      <PageBody>
        <Prose>
          <h2>1. What TalentBridge is</h2>
          <p>
            TalentBridge is a marketplace where businesses (employers) post remote jobs and virtual
            assistants and freelancers (jobseekers) apply to them. We provide the job board,
            profiles, applications, messaging, reviews and moderation. We are not a party to the
            work agreed between an employer and a jobseeker: they agree the work, the hours and the
            payment directly, and TalentBridge does not handle that payment.
          </p>

          <h2>2. Your account</h2>
          <ul>
            <li>You must be old enough to enter a binding contract where you live.</li>
            <li>
              One person, one account, with true details. You choose your role, employer or
              jobseeker, when you sign up.
            </li>
            <li>
              Keep your password to yourself. You are responsible for what happens under your
              account; tell us at once if you think someone else has used it.
            </li>
            <li>
              You may delete your account at any time from My Profile. The{' '}
              <Link to="/privacy-policy">Privacy Policy</Link> explains what deletion erases.
            </li>
          </ul>

          <h2>3. Job posts</h2>
          <p>Employers agree that every job post:</p>
          <ul>
            <li>describes real, legal, paid work, with its hourly rate;</li>
            <li>has at least 150 characters of description and contains no contact details;</li>
            <li>
              does not discriminate on gender, age, nationality or other qualities that have nothing
              to do with the work;
            </li>
            <li>never asks applicants to pay for anything, including training or equipment.</li>
          </ul>
          <p>
            Every new or edited post is reviewed by a moderator before it is public. We may refuse,
            flag, hide or delete a post that breaks these rules. Administrators may limit the number
            of applications a post accepts.
          </p>

          <h2>4. Applications, messages and reviews</h2>
          <ul>
            <li>Only jobseekers apply, once per post, and only to posts that are open.</li>
            <li>
              Employers decide on applications. Accepting an application opens a private chat
              between the two parties; use it for the work and treat the other person with respect.
            </li>
            <li>
              Reviews must be honest and about the engagement. One review per side per accepted
              application. No threats, insults, personal data or offers to trade reviews.
            </li>
          </ul>

          <h2>5. What nobody may do</h2>
          <ul>
            <li>run scams, ask for fees or request bank, card or log-in details;</li>
            <li>harass, threaten or discriminate against anyone;</li>
            <li>post content that is illegal or infringes someone else’s rights;</li>
            <li>open several accounts, or a new one after being blocked;</li>
            <li>
              scrape the site, send automated requests beyond normal use, or try to get around our
              security or rate limits.
            </li>
          </ul>

          <h2>6. Moderation and reports</h2>
          <p>
            Any signed-in member can report a job post or a profile. Our moderators review reports
            and may remove content, block an account or reject a report. Blocking signs the person
            out everywhere. To help us fight fraud, we compute a risk score at sign-up and sign-in,
            as the <Link to="/privacy-policy#fraud">Privacy Policy</Link> explains; decisions on
            accounts are taken by people.
          </p>

          <h2>7. Plans</h2>
          <p>
            Jobseekers use TalentBridge for free. Employers choose a plan: Free ($0 per month, 1 job
            post per month), Pro ($29 per month, 10 job posts) or Enterprise ($99 per month,
            unlimited job posts), as described on the <Link to="/pricing">pricing page</Link>. Paid
            plans are billed monthly and may be cancelled at the end of any month.
          </p>

          <h2>8. Your content</h2>
          <p>
            You keep the rights to what you post: profiles, job posts, messages and reviews. You
            allow us to store it and show it on TalentBridge as the product works (a public profile
            to visitors, a message to its recipient). You confirm you have the right to post it.
          </p>

          <h2>9. Availability and liability</h2>
          <p>
            We work to keep TalentBridge available and secure, but we cannot promise it will never
            be interrupted. We check posts and identities with care, but we do not guarantee the
            conduct of members or the outcome of any engagement. To the extent the law allows, our
            liability is limited to the amount you paid us in the twelve months before the claim.
          </p>

          <h2>10. Changes and contact</h2>
          <p>
            We may change these terms as the product changes; the date at the top says when. If a
            change matters for you, we will tell you before it applies. Questions:{' '}
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or the{' '}
            <Link to="/contact">contact page</Link>.
          </p>
        </Prose>
      </PageBody>
    </>
  );
}

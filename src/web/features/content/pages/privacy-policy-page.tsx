import { Link } from 'react-router';
import { PageBody, PageHeader, Prose } from '../components/content-page.tsx';
import { CONTACT_EMAIL } from '../contact-details.ts';

/**
 * What the product really stores and does (docs/decisions 004, 008, 016, 018, 019 and
 * shared/design/decisions.md "Trust and safety"). Change this page when the data changes.
 */
export function PrivacyPolicyPage() {
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Privacy Policy"
        lead={
          <p>
            What TalentBridge stores about you, why, who can see it and how deleting your account
            erases it. Last updated <time dateTime="2026-11-24">November 24, 2026</time>.
          </p>
        }
      />
      <PageBody>
        <Prose>
          <h2 id="summary">In short</h2>
          <ul>
            <li>
              We keep what the marketplace needs to work, and nothing to sell: no ads, no trackers.
            </li>
            <li>Your password is never stored, only a one-way hash of it.</li>
            <li>Identity documents are visible only to you and our administrators.</li>
            <li>
              We record the IP address and a browser identifier at sign-up and sign-in to stop
              fraud.
            </li>
            <li>Deleting your account erases you, at once.</li>
          </ul>

          <h2 id="account">Your account</h2>
          <p>When you register we store:</p>
          <ul>
            <li>your username, e-mail address and role (employer or jobseeker);</li>
            <li>
              a hash of your password made with argon2id, a one-way function: nobody, including us,
              can read your password from it;
            </li>
            <li>whether and when you confirmed your e-mail address;</li>
            <li>
              the time zone and currency you choose, used to show dates and amounts the way you
              expect.
            </li>
          </ul>
          <p>
            Profile fields are yours to fill in or leave empty. Employers: company name, company
            information and a referral link. Jobseekers: skills, categories, experience, a portfolio
            link and a video introduction link. We also keep your average rating, the number of
            profile views and whether an administrator has verified your identity.
          </p>

          <h2 id="visibility">Who sees what</h2>
          <ul>
            <li>
              <strong>Everyone</strong> can see your public profile: username, avatar, profile
              fields, rating and reviews. Your e-mail address is shown to signed-in members only,
              never to visitors.
            </li>
            <li>
              <strong>An employer you apply to</strong> sees your username and e-mail address in the
              applications to their post.
            </li>
            <li>
              <strong>Our administrators</strong> can see account details, including the country and
              risk information described below, to moderate the marketplace. Every administrator
              action, including opening an identity document or reading a chat, is recorded in an
              audit log: who, what and when.
            </li>
          </ul>

          <h2 id="uploads">Photos and documents</h2>
          <p>
            Your avatar is public: anyone with its address can load it. Your identity document is
            private: only you and our administrators can open it, and only while signed in. Files
            are checked by their content and stored under random names. When you replace a file, the
            old one is deleted.
          </p>

          <h2 id="activity">Jobs, applications, reviews and messages</h2>
          <ul>
            <li>
              <strong>Job posts</strong> you publish, with their view counts. To count a view once
              per hour, we remember for each post who viewed it last: your account if you are signed
              in, otherwise your IP address.
            </li>
            <li>
              <strong>Applications</strong>: which job you applied to, when, and the employer’s
              decision.
            </li>
            <li>
              <strong>Reviews</strong>: rating, comment, author and date. Reviews are public.
            </li>
            <li>
              <strong>Messages</strong> between an employer and a jobseeker after an accepted
              application. We store each message and whether it has been read. Administrators can
              read a chat when they moderate; each reading is in the audit log.
            </li>
            <li>
              <strong>Reports and feedback</strong>: the complaints you file (the post or profile,
              your reason and the outcome) and the feedback you send.
            </li>
            <li>
              <strong>Job alerts</strong>: which posts we told you about, so we never send the same
              one twice.
            </li>
          </ul>

          <h2 id="fraud">Fraud prevention</h2>
          <p>
            Fake and duplicate accounts harm everyone on a marketplace. When you register and each
            time you sign in, we record your IP address and the value of the{' '}
            <code>x-fingerprint</code> header, a random identifier your browser creates once and
            keeps in its local storage (it is not built from your device’s characteristics). We use
            them to compute a risk score from three signals: another account using the same address,
            another account using the same browser identifier, and an address that belongs to a
            hosting, cloud or VPN network. We keep each address and identifier your account was seen
            with until the account is deleted, so that a link between two accounts is not forgotten
            at the next sign-in. Only administrators see the score and which accounts share an
            address or identifier, and a person, not the score, decides whether to block an account.
            Which network an address belongs to comes from a database stored on our own servers,
            built on data by RouteViews, the NRO and{' '}
            <a href="https://db-ip.com">IP Geolocation by DB-IP</a>, used under the CC BY 4.0
            licence.
          </p>
          <p>
            At registration we also derive your country from your IP address, using an IP-to-country
            database stored on our own servers: your address is never sent to a third party for
            this. The country feeds our anonymous statistics, and registration may be refused from
            countries we have had to block for abuse.
          </p>

          <h2 id="storage">Cookies and your browser’s storage</h2>
          <p>
            TalentBridge sets no advertising or analytics cookies, and loads no third-party scripts.
            Its one cookie, <code>cookieConsent</code>, says that you have seen our cookie notice,
            so that our pages arrive without it. We keep a few values in your browser’s local
            storage:
          </p>
          <ul>
            <li>
              <code>token</code>: your sign-in session, removed when you log out. It lasts 12 hours,
              or 30 days if you chose “Remember Me”.
            </li>
            <li>
              <code>cookieConsent</code>: that you have seen our cookie notice.
            </li>
            <li>
              <code>deviceId</code>: the random browser identifier sent as{' '}
              <code>x-fingerprint</code>, described above.
            </li>
          </ul>
          <p>
            The session storage of your tab also keeps scroll positions, so that Back returns you to
            where you were. You can clear all of this in your browser’s settings; you will then be
            signed out.
          </p>

          <h2 id="email">E-mails we send</h2>
          <p>We send only e-mails that concern your account and your work on TalentBridge:</p>
          <ul>
            <li>
              a link to confirm your e-mail address, and a link to reset your password when asked;
            </li>
            <li>the decision on your applications (accepted or rejected);</li>
            <li>a new chat message while you are away, at most once an hour per conversation;</li>
            <li>
              job alerts for posts that match your categories or skills, if your address is
              verified;
            </li>
            <li>the outcome of a report you filed.</li>
          </ul>

          <h2 id="deletion">Deleting your account</h2>
          <p>
            You can delete your account at any time from <Link to="/profile">My Profile</Link>.
            Deletion is immediate and erases you: your account and profile, your avatar and identity
            document, your applications, your messages, your sessions and, for an employer, your job
            posts with their applications and chats. Reviews, feedback and reports you wrote stay,
            because others rely on them, but without your name: they show as written by “Anonymous”
            or “Unknown”. Entries in the administrators’ audit log keep the record of what was done
            to your account.
          </p>

          <h2 id="retention">How long we keep data</h2>
          <p>
            Account data stays until you delete your account or an administrator removes it.
            Password reset links expire after one hour and e-mail confirmation links after 24 hours;
            both work once. Records of who viewed a post or profile only matter for an hour and are
            replaced by the next view.
          </p>

          <h2 id="rights">Your choices and rights</h2>
          <p>
            You can see and correct your data on <Link to="/profile">My Profile</Link> at any time,
            and delete it there. For a copy of your data or any question about this policy, write to{' '}
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> from the address of your
            account, or use the <Link to="/contact">contact page</Link>. We answer within 30 days.
          </p>
          <p>
            We may update this policy when the product changes; the date at the top says when it
            last changed. The <Link to="/terms-of-service">Terms of Service</Link> cover the rules
            for using TalentBridge.
          </p>
        </Prose>
      </PageBody>
    </>
  );
}

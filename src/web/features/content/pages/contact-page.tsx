import { Mail, MessageSquareText } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { useSessionState } from '../../../lib/session.ts';
import { PageBody, PageHeader } from '../components/content-page.tsx';
import { CONTACT_EMAIL } from '../contact-details.ts';

/** Spec section 5: 'All fields are required.' */
const ALL_REQUIRED = 'All fields are required.';

/**
 * The contact form is client-only (spec "Other"): nothing is sent. The page says so and gives the
 * ways that do reach the team: the feedback page for members, and an e-mail address.
 */
function ContactForm() {
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [error, setError] = useState<string | null>(null);
  const [sentName, setSentName] = useState<string | null>(null);
  const errorId = useId();
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = (['name', 'email', 'message'] as const).find((key) => !values[key].trim());
    if (empty) {
      setError(ALL_REQUIRED);
      // The first empty field takes focus; the message is announced by the alert.
      const field = event.currentTarget.elements.namedItem(empty);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setError(null);
    setSentName(values.name.trim());
    setValues({ name: '', email: '', message: '' });
  };

  if (sentName !== null) {
    return (
      <div className="space-y-4">
        <Alert tone="success">Thank you, {sentName}. Your message is ready for our team.</Alert>
        <p className="text-sm leading-6 text-neutral-700">
          This form does not send e-mail. So that we really receive it, please also send your
          message to{' '}
          <a
            className="font-medium text-brand-700 underline underline-offset-4"
            href={`mailto:${CONTACT_EMAIL}`}
          >
            {CONTACT_EMAIL}
          </a>{' '}
          or, if you have an account, through the{' '}
          <Link className="font-medium text-brand-700 underline underline-offset-4" to="/feedback">
            feedback page
          </Link>
          .
        </p>
        <Button variant="secondary" onClick={() => setSentName(null)}>
          Write another message
        </Button>
      </div>
    );
  }

  /** An empty field after a refused submit: marked invalid and tied to the message. */
  const state = (value: string) =>
    error && !value.trim() ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="form-heading" className="space-y-5">
      {error ? (
        <div id={errorId}>
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <InputField
        label="Name"
        {...state(values.name)}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
      />
      <InputField
        label="Email"
        {...state(values.email)}
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
      />
      <TextareaField
        label="Message"
        {...state(values.message)}
        name="message"
        rows={6}
        value={values.message}
        onChange={set('message')}
      />
      <Button type="submit" size="lg">
        Send Message
      </Button>
    </form>
  );
}

export function ContactPage() {
  const { session } = useSessionState();
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        lead="Questions about hiring, your account, a plan or something that does not work? We read every message."
      />
      <PageBody>
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:gap-16">
          <section aria-labelledby="form-heading" className="max-w-2xl">
            <h2 id="form-heading" className="text-2xl font-bold tracking-tight text-neutral-950">
              Write to us
            </h2>
            <p className="mt-2 mb-6 text-sm text-neutral-600">
              All fields are required. This form stays in your browser: it does not send anything,
              so use one of the ways on this page to reach us.
            </p>
            <ContactForm />
          </section>
          <aside aria-labelledby="reach-heading" className="space-y-6">
            <h2 id="reach-heading" className="text-xl font-bold tracking-tight text-neutral-950">
              Other ways to reach us
            </h2>
            <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-xs">
              <MessageSquareText aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 text-base font-semibold text-neutral-900">Members</h3>
              <p className="mt-1 text-sm leading-6 text-neutral-600">
                {session
                  ? 'You are signed in: the feedback page reaches our team directly.'
                  : 'Signed-in members reach our team directly through the feedback page.'}
              </p>
              <Link
                to={session ? '/feedback' : '/login'}
                className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
              >
                {session ? 'Send feedback' : 'Sign in to send feedback'}
              </Link>
            </div>
            <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-xs">
              <Mail aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 text-base font-semibold text-neutral-900">E-mail</h3>
              <p className="mt-1 text-sm leading-6 text-neutral-600">
                For plans, privacy requests and anything else. We answer within two working days.
              </p>
              <a
                href={`mailto:${CONTACT_EMAIL}`}
                className="mt-3 inline-block text-sm font-semibold break-all text-brand-700 hover:underline"
              >
                {CONTACT_EMAIL}
              </a>
            </div>
            <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-xs">
              <h3 className="text-base font-semibold text-neutral-900">
                Report a post or a profile
              </h3>
              <p className="mt-1 text-sm leading-6 text-neutral-600">
                Use “Report Job Post” on a job or “Report Profile” on a member’s profile: reports go
                straight to our moderators. Answers to common questions are in the{' '}
                <Link
                  className="font-medium text-brand-700 underline underline-offset-4"
                  to="/how-it-works/jobseeker-faq"
                >
                  jobseeker FAQ
                </Link>{' '}
                and the{' '}
                <Link
                  className="font-medium text-brand-700 underline underline-offset-4"
                  to="/how-it-works/employer-faq"
                >
                  employer FAQ
                </Link>
                .
              </p>
            </div>
          </aside>
        </div>
      </PageBody>
    </>
  );
}

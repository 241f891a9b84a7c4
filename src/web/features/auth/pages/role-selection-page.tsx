import { BriefcaseBusiness, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';

const CHOICES = [
  {
    to: '/register/employer',
    label: 'I am an Employer',
    title: 'I want to hire',
    icon: BriefcaseBusiness,
    text: 'Post jobs, review applications and hire virtual assistants and freelancers.',
  },
  {
    to: '/register/jobseeker',
    label: 'I am a Jobseeker',
    title: 'I want to work',
    icon: UserRound,
    text: 'Build your profile, find remote work and apply to jobs that fit your skills.',
  },
] as const;

export function RoleSelectionPage() {
  useDocumentTitle('Who are you?');
  return (
    <Container className="flex flex-1 flex-col items-center py-12 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
        Who are you?
      </h1>
      <p className="mt-3 max-w-md text-center text-base text-neutral-600">
        Choose how you want to use TalentBridge. You can create another account later.
      </p>
      <ul className="mt-10 grid w-full max-w-3xl gap-6 sm:grid-cols-2">
        {CHOICES.map(({ to, label, title, icon: Icon, text }) => (
          <li key={to}>
            <Card className="flex h-full flex-col items-center p-6 text-center sm:p-8">
              <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-neutral-900">{title}</h2>
              <p className="mt-2 mb-6 flex-1 text-sm leading-6 text-neutral-600">{text}</p>
              {/* Named buttons in the spec; they navigate, so they are links that look like buttons. */}
              <Link to={to} className={buttonStyles({ size: 'lg', fullWidth: true })}>
                {label}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-sm text-neutral-600">
        Already have an account? <TextLink to="/login">Sign In</TextLink>
      </p>
    </Container>
  );
}

import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';

type PageHeaderProps = { eyebrow?: string; title: string; action?: ReactNode; intro?: ReactNode };

/** The heading block of the employer pages: the page's one h1, an optional action at the right. */
export function PageHeader({ eyebrow, title, action, intro }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-neutral-900">{title}</h1>
        {intro ? <p className="mt-2 max-w-2xl text-base text-neutral-600">{intro}</p> : null}
      </div>
      {action}
    </div>
  );
}

type RefusalProps = { title: string; message: string; isSignedIn: boolean; note?: ReactNode };

/** What a non-employer sees on an employer page (spec section 6, refusals). */
export function EmployerOnlyRefusal({ title, message, isSignedIn, note }: RefusalProps) {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeader title={title} />
      <Alert
        tone="warning"
        className="mt-8"
        action={isSignedIn ? note : <TextLink to="/login">Sign In</TextLink>}
      >
        {message}
      </Alert>
    </Container>
  );
}

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Container } from '../ui/container.tsx';
import { TextLink } from '../ui/text-link.tsx';

type PageHeadingProps = { eyebrow?: string; title: string; action?: ReactNode; intro?: ReactNode };

/** The heading block of a signed-in page: the page's one h1, an optional action at the right. */
export function PageHeading({ eyebrow, title, action, intro }: PageHeadingProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1
          className={clsx('text-3xl font-bold tracking-tight text-neutral-900', eyebrow && 'mt-1')}
        >
          {title}
        </h1>
        {intro ? <p className="mt-2 max-w-2xl text-base text-neutral-600">{intro}</p> : null}
      </div>
      {action}
    </div>
  );
}

type RoleRefusalProps = {
  title: string;
  intro?: ReactNode;
  message: string;
  isSignedIn: boolean;
  /** What follows the refusal, such as the notice of a redirect. */
  children?: ReactNode;
  className?: string;
};

/**
 * What a person of another role, or a visitor, sees on a page for one role (spec section 6,
 * refusals): the page's heading and the refusal, with Sign In for a visitor.
 */
export function RoleRefusal({
  title,
  intro,
  message,
  isSignedIn,
  children,
  className,
}: RoleRefusalProps) {
  return (
    <Container className={clsx('py-10 sm:py-14', className)}>
      <PageHeading title={title} intro={intro} />
      <Alert
        tone="warning"
        className="mt-8"
        action={isSignedIn ? undefined : <TextLink to="/login">Sign In</TextLink>}
      >
        {message}
      </Alert>
      {children}
    </Container>
  );
}

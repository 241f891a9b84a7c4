import { useEffect } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { Button, buttonStyles } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';

/** Shown inside the shell when a page crashes, instead of a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong');
  useEffect(() => console.error(error), [error]);
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Something went wrong</h1>
      <p className="mt-4 max-w-md text-base text-neutral-600">
        This page could not be shown. Please reload it; if the problem persists, try again later.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
          Go to Home
        </Link>
      </div>
    </Container>
  );
}

import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 max-w-md text-base text-neutral-600">
        The page you are looking for does not exist or has moved. Check the address, or start again
        from the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonStyles()}>
          Go to Home
        </Link>
        <Link to="/find-job" className={buttonStyles({ variant: 'secondary' })}>
          Find Jobs
        </Link>
      </div>
    </Container>
  );
}

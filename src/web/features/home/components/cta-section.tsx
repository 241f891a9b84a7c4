import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';

export function CtaSection() {
  return (
    // Rendered with the page, not near the viewport: Lighthouse's accessibility audit now and
    // then reads a skipped subtree's links with the browser's own colours (blue on this dark
    // box) and reports a contrast failure that no one sees (docs/decisions/026).
    <section aria-labelledby="cta-heading" className="py-16 sm:py-20">
      <Container>
        <div className="rounded-2xl bg-brand-900 px-6 py-12 text-center shadow-md sm:px-12 sm:py-16">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Ready to get started?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-base text-brand-100">
            Employers find skilled help for their business. Virtual assistants and freelancers find
            remote work that fits their skills.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/role-selection"
              className={buttonStyles({ variant: 'secondary', size: 'lg' })}
            >
              Post a Job
            </Link>
            <Link to="/role-selection" className={buttonStyles({ variant: 'inverse', size: 'lg' })}>
              Create a Profile
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}

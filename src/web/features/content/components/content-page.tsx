import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';

export type PageHeaderProps = {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
};

/** The band at the top of every content page: eyebrow, the page's one h1, a lead paragraph. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <div className="border-b border-neutral-200 bg-linear-to-b from-brand-50 to-neutral-50">
      <Container className="py-12 sm:py-16 lg:py-20">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-neutral-950 sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          <div className="mt-5 text-lg text-pretty text-neutral-600">{lead}</div>
          {children}
        </div>
      </Container>
    </div>
  );
}

/**
 * Long-form text: headings, paragraphs, lists and links styled from the wrapper, so the content
 * modules stay plain JSX. Measure kept near 70 characters for reading.
 */
export const proseStyles = clsx(
  'max-w-3xl text-base leading-7 text-neutral-800',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-neutral-950 [&>h2:first-child]:mt-0 [&>section:first-child>h2]:mt-0',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-neutral-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-neutral-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800',
  '[&_code]:rounded [&_code]:bg-neutral-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm',
);

export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx(proseStyles, className)}>{children}</div>;
}

/** A page body: the header band, then the content in the page width. */
export function PageBody({ children, className }: { children: ReactNode; className?: string }) {
  return <Container className={clsx('py-12 sm:py-16', className)}>{children}</Container>;
}

export type CallToActionProps = {
  title: string;
  text: string;
  actions: readonly { to: string; label: string }[];
};

/** The closing band: where to go next. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  return (
    <section aria-labelledby="cta-heading" className="pb-16 sm:pb-20">
      <Container>
        <div className="rounded-2xl bg-brand-900 px-6 py-10 text-center shadow-md sm:px-12 sm:py-14">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-base text-brand-100">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {actions.map((action, index) => (
              <Link
                key={action.to + action.label}
                to={action.to}
                className={buttonStyles({
                  variant: index === 0 ? 'secondary' : 'inverse',
                  size: 'lg',
                })}
              >
                {action.label}
              </Link>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}

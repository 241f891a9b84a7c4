import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Container } from '../ui/container.tsx';
import { BrandLink } from './brand-link.tsx';

type FooterColumn = { title: string; links: readonly { to: string; label: string }[] };

const COLUMNS: readonly FooterColumn[] = [
  {
    title: 'For Employers',
    links: [
      { to: '/post-job', label: 'Post a Job' },
      { to: '/find-talent', label: 'Find Talent' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/how-it-works/employer-faq', label: 'Employer FAQ' },
      { to: '/real-results', label: 'Real Results' },
    ],
  },
  {
    title: 'For VAs',
    links: [
      { to: '/find-job', label: 'Find Jobs' },
      { to: '/va-categories', label: 'VA Categories' },
      { to: '/profile-tips', label: 'Profile Tips' },
      { to: '/skill-tests', label: 'Skill Tests' },
      { to: '/success-stories', label: 'Success Stories' },
      { to: '/how-it-works/jobseeker-faq', label: 'Jobseeker FAQ' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about-us', label: 'About Us' },
      { to: '/careers', label: 'Careers' },
      { to: '/blog', label: 'Blog' },
      { to: '/contact', label: 'Contact' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
    ],
  },
];

/** A link column: a disclosure on phones, always open from the md breakpoint up. */
function Column({ column }: { column: FooterColumn }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  return (
    <div className="border-b border-neutral-800 md:border-none">
      <h2 className="text-sm font-semibold text-white">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between py-4 text-left md:hidden"
        >
          {column.title}
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-4 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
        <span className="hidden md:block">{column.title}</span>
      </h2>
      <ul
        id={listId}
        className={clsx('space-y-3 pb-4 md:mt-4 md:block md:pb-0', !isOpen && 'hidden')}
      >
        {column.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="text-sm text-neutral-300 hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    // Rendered with the page, not near the viewport, like the home page's dark call to action
    // (docs/decisions/026): links on a dark ground read with the browser's own colours inside a
    // skipped subtree fail Lighthouse's contrast audit now and then.
    <footer className="bg-neutral-900 text-neutral-300">
      <Container className="py-12">
        <div className="grid gap-10 md:grid-cols-5 md:gap-8">
          <div className="md:col-span-2 md:pr-8">
            <BrandLink tone="light" />
            <p className="mt-4 max-w-sm text-sm leading-6">
              TalentBridge is a leading platform for connecting businesses with professional virtual
              assistants worldwide.
            </p>
          </div>
          <nav aria-label="Footer" className="md:col-span-3 md:grid md:grid-cols-3 md:gap-8">
            {COLUMNS.map((column) => (
              <Column key={column.title} column={column} />
            ))}
          </nav>
        </div>
        <p className="mt-6 text-sm text-neutral-400 md:mt-10 md:border-t md:border-neutral-800 md:pt-6">
          © {year} TalentBridge. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}

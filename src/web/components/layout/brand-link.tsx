import { clsx } from 'clsx';
import { Link } from 'react-router';

/** The logo mark: two pillars and a span, the same drawing as public/favicon.svg. */
function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M6 21.5c3.2-6.4 6.5-9.5 10-9.5s6.8 3.1 10 9.5"
        fill="none"
        className="stroke-white"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="M11 15.5v7M21 15.5v7M6 22.5h20"
        className="stroke-white"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** index.html copies this markup for the first paint (decisions/026). */
export function BrandLink({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className={clsx(
        'inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight',
        tone === 'dark' ? 'text-neutral-900' : 'text-white',
      )}
    >
      <BrandMark className="size-8" />
      TalentBridge
    </Link>
  );
}

import { DollarSign, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../ui/card.tsx';

/**
 * The small job card of the home page's lists (Recent Job Postings, Jobs for you): a title whose
 * link covers the whole card, the card's own middle, and salary and location at its foot.
 */
export function JobTile({
  id,
  title,
  salary,
  location,
  footerClassName = '',
  children,
}: {
  id: number;
  title: string;
  /** The salary as the list words it. */
  salary: string;
  location: string | null;
  /** Extra classes for the salary and location row. */
  footerClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className="relative flex h-full flex-col p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <h3 className="text-base font-semibold text-neutral-900">
        {/* The link covers the whole card (::after), so the card is one tab stop. */}
        <Link
          // The bare id, not the slug form (docs/decisions/057): this tile is in the home page's
          // entry chunk, whose budget has no room for the slug code; the job page's canonical
          // link names the slug address.
          to={`/jobs/${id}`}
          className="break-words after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
        >
          {title}
        </Link>
      </h3>
      {children}
      <div
        className={`mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-700 ${footerClassName}`}
      >
        <span className="inline-flex items-center gap-1 font-medium text-neutral-900">
          <DollarSign aria-hidden="true" className="size-4 text-neutral-500" />
          {salary}
        </span>
        <span className="inline-flex min-w-0 items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
          <span className="truncate">{location || 'Remote'}</span>
        </span>
      </div>
    </Card>
  );
}

import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import { textLinkStyles } from '../ui/text-link.tsx';

/** A label and value list for profile fields, one row each. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-neutral-200">{children}</dl>;
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-neutral-600">{label}</dt>
      <dd className="min-w-0 text-sm text-neutral-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** 'Not specified' (spec section 8) in a quieter tone than real values. */
export function NotSpecified() {
  return <span className="text-neutral-600 italic">{MESSAGES.notSpecified}</span>;
}

/** A free-text value that keeps the person's line breaks, or 'Not specified'. */
export function TextValue({ value }: { value: string | null | undefined }) {
  if (!value) return <NotSpecified />;
  return <span className="break-words whitespace-pre-line">{value}</span>;
}

/**
 * A web address someone typed into their profile: opened in a new tab, without a referrer and
 * marked as user content (rel ugc), as links from other people's text should be.
 */
export function ExternalUrl({ href }: { href: string | null | undefined }) {
  if (!href) return <NotSpecified />;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className={`${textLinkStyles} break-all`}
    >
      {href}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Skills or categories as small pills, or 'Not specified' when there are none. */
export function ChipList({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return <NotSpecified />;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

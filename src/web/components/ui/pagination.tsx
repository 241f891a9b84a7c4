import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';

/** Spec section 9: the pagination window shows up to 5 pages. */
const WINDOW = 5;

type PageItem = number | 'gap-start' | 'gap-end';

/** The pages to offer: a window of up to 5 around the current one, plus first and last. */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const half = Math.floor(WINDOW / 2);
  const start = Math.max(1, Math.min(current - half, totalPages - WINDOW + 1));
  const end = Math.min(totalPages, start + WINDOW - 1);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap-start');
  for (let page = start; page <= end; page++) items.push(page);
  if (end < totalPages - 1) items.push('gap-end');
  if (end < totalPages) items.push(totalPages);
  return items;
}

type PaginationProps = {
  page: number;
  totalPages: number;
  /** The URL of a page: pages are links, so they open in new tabs and work with Back. */
  hrefFor: (page: number) => string;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
};

const itemStyles =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium transition-colors';

export function Pagination({ page, totalPages, hrefFor, onNavigate, className }: PaginationProps) {
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  const edge = (target: number, label: string, isNext: boolean) => {
    const Icon = isNext ? ChevronRight : ChevronLeft;
    const isDisabled = isNext ? page >= totalPages : page <= 1;
    const content = (
      <>
        {isNext ? null : <Icon aria-hidden="true" className="size-4" />}
        <span className="max-sm:sr-only">{label}</span>
        {isNext ? <Icon aria-hidden="true" className="size-4" /> : null}
      </>
    );
    if (isDisabled) {
      return (
        <span aria-disabled="true" className={clsx(itemStyles, 'gap-1 text-neutral-400')}>
          {content}
        </span>
      );
    }
    return (
      <Link
        to={hrefFor(target)}
        onClick={onNavigate}
        className={clsx(itemStyles, 'gap-1 text-neutral-700 hover:bg-neutral-100')}
      >
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label="Pagination" className={clsx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(page - 1, 'Previous', false)}</li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                onClick={onNavigate}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={clsx(
                  itemStyles,
                  item === page
                    ? 'bg-brand-600 text-white shadow-xs'
                    : 'text-neutral-700 hover:bg-neutral-100',
                )}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-neutral-500">
              …
            </li>
          ),
        )}
        <li>{edge(page + 1, 'Next', true)}</li>
      </ul>
    </nav>
  );
}

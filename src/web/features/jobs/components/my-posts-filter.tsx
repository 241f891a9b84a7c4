import { clsx } from 'clsx';
import { Link } from 'react-router';
import {
  type MyPostsView,
  myPostsHref,
  POST_STATUS_LABELS,
  POST_VIEW_STATUSES,
  type PostViewStatus,
} from '../my-posts-view.ts';

type Counts = Record<PostViewStatus, number>;

/**
 * Narrows My Job Posts by status (docs/decisions/040): links, so the choice is in the address
 * and survives Back and a reload; each says how many posts it holds.
 */
export function MyPostsFilter({ view, counts }: { view: MyPostsView; counts: Counts }) {
  const all = counts.active + counts.pending + counts.closed;
  const options: { status: PostViewStatus | null; label: string; count: number }[] = [
    { status: null, label: 'All', count: all },
    ...POST_VIEW_STATUSES.map((status) => ({
      status,
      label: POST_STATUS_LABELS[status],
      count: counts[status],
    })),
  ];
  return (
    <nav aria-label="Show job posts">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isCurrent = option.status === view.status;
          return (
            <li key={option.label}>
              <Link
                to={myPostsHref({ status: option.status, page: 1 })}
                aria-current={isCurrent ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
                  isCurrent
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-neutral-300 bg-white text-neutral-800 hover:border-neutral-400 hover:bg-neutral-50',
                )}
              >
                {option.label}
                <span
                  className={clsx(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    isCurrent ? 'bg-white text-brand-700' : 'bg-neutral-100 text-neutral-700',
                  )}
                >
                  {option.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { X } from 'lucide-react';
import { useId } from 'react';
import type { JobPostApplication } from '../../../../shared/schemas/applications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { REVIEW_FILTERS, REVIEW_SORTS, type ReviewFilter, type ReviewSort } from '../review.ts';

type ReviewToolbarProps = {
  jobTitle: string;
  applications: JobPostApplication[];
  filter: ReviewFilter;
  sort: ReviewSort;
  selectedCount: number;
  onFilter: (filter: ReviewFilter) => void;
  onSort: (sort: ReviewSort) => void;
  onRejectSelected: () => void;
};

const FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'All',
  Pending: 'Pending',
  Accepted: 'Accepted',
  Rejected: 'Rejected',
};

/** Status filter, order and the bulk action above a post's applicants (docs/decisions/035). */
export function ReviewToolbar({
  jobTitle,
  applications,
  filter,
  sort,
  selectedCount,
  onFilter,
  onSort,
  onRejectSelected,
}: ReviewToolbarProps) {
  const filterId = useId();
  const sortId = useId();
  const count = (f: ReviewFilter) =>
    f === 'all' ? applications.length : applications.filter((a) => a.status === f).length;
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <label htmlFor={filterId} className="text-xs font-medium text-neutral-700">
          Show
        </label>
        <Select
          id={filterId}
          aria-label={`Show applications to ${jobTitle}`}
          value={filter}
          onChange={(event) => onFilter(event.target.value as ReviewFilter)}
          className="h-9 min-w-40"
        >
          {REVIEW_FILTERS.map((f) => (
            <option key={f} value={f}>
              {FILTER_LABELS[f]} ({count(f)})
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={sortId} className="text-xs font-medium text-neutral-700">
          Sort
        </label>
        <Select
          id={sortId}
          aria-label={`Sort applications to ${jobTitle}`}
          value={sort}
          onChange={(event) => onSort(event.target.value as ReviewSort)}
          className="h-9 min-w-48"
        >
          {Object.entries(REVIEW_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      {selectedCount > 0 ? (
        <Button variant="secondary" size="sm" className="sm:ml-auto" onClick={onRejectSelected}>
          <X aria-hidden="true" className="size-4" />
          Reject selected ({selectedCount})
        </Button>
      ) : null}
    </div>
  );
}

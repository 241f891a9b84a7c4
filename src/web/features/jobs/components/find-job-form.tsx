import { Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  activeFilterCount,
  type FindJobFilters,
  findJobUrl,
} from '../../../../shared/find-job-params.ts';
import { JOB_TYPES } from '../../../../shared/jobs.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Category } from '../../../../shared/schemas/profile.ts';
import {
  CategoryFilterField,
  FilterActions,
  rangeError,
  SKILLS_FILTER_HINT,
  TextFilterField,
  useFilterDraft,
} from '../../../components/filters/filter-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { inputStyles } from '../../../components/ui/input.tsx';
import { SelectField } from '../../../components/ui/select.tsx';

type FindJobFormProps = {
  /** The filters of the current URL; the form starts from them (remounted when the URL changes). */
  filters: FindJobFilters;
  categories: readonly Category[] | undefined;
  categoriesFailed: boolean;
  isOpen: boolean;
  onToggle: () => void;
  onSearch: (filters: FindJobFilters) => void;
};

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * The place in the form of the control that sent a search: the form is drawn afresh from the new
 * URL, and the same control takes focus again rather than <body> (docs/decisions/061).
 */
let focusAfterSearch: number | null = null;

/** The search bar and the collapsible filters of Find Jobs (spec section 2). */
export function FindJobForm({
  filters,
  categories,
  categoriesFailed,
  isOpen,
  onToggle,
  onSearch,
}: FindJobFormProps) {
  const panelId = useId();
  const { draft, set } = useFilterDraft(filters);
  const [salaryError, setSalaryError] = useState<string | null>(null);
  const count = activeFilterCount(filters);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusAfterSearch === null) return;
    const control = formRef.current?.elements[focusAfterSearch];
    focusAfterSearch = null;
    if (control instanceof HTMLElement) control.focus();
  }, []);

  // A keyword typed into the drawn form before the app adopted it (docs/decisions/056) is in the
  // field but not in the draft: the draft takes it, so that Enter searches for what is shown.
  // Once, as the form mounts; later typing reaches the draft through onChange.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, after hydration
  useEffect(() => {
    const field = formRef.current?.elements.namedItem('title');
    if (field instanceof HTMLInputElement && field.value !== draft.title) set('title')(field.value);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = rangeError(draft.salary_min, draft.salary_max, (value) => AMOUNT.test(value), {
      invalid: MESSAGES.jobSalaryInvalid,
      order: MESSAGES.salaryRangeOrder,
    });
    setSalaryError(error);
    if (error) return;
    // A new keyword is read best by relevance, unless the person picked an order.
    const isNewKeyword = draft.title.trim() !== filters.title;
    const next: FindJobFilters = {
      ...draft,
      sort: isNewKeyword ? (draft.title.trim() ? 'relevance' : 'newest') : draft.sort,
    };
    // Only a new address draws the form afresh; the same search leaves focus where it is.
    const controls = [...event.currentTarget.elements];
    const at = controls.indexOf(document.activeElement as Element);
    const isNewUrl = findJobUrl(next) !== window.location.pathname + window.location.search;
    focusAfterSearch = at >= 0 && isNewUrl ? at : null;
    onSearch(next);
  };

  return (
    <search aria-label="Find jobs">
      <form ref={formRef} action="/find-job" onSubmit={onSubmit} noValidate>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <label htmlFor={`${panelId}-title`} className="sr-only">
              Job title or keyword
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500"
            />
            <input
              id={`${panelId}-title`}
              // Named as in the address: a search sent before the page's code has run (a drawn
              // page, docs/decisions/056) is the browser's own GET of /find-job?title=….
              name="title"
              type="search"
              value={draft.title}
              onChange={(event) => set('title')(event.target.value)}
              placeholder="Job title or keyword"
              enterKeyHint="search"
              maxLength={200}
              className={`${inputStyles} h-12 pl-10`}
            />
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="lg"
              aria-expanded={isOpen}
              aria-controls={panelId}
              onClick={onToggle}
              className="flex-1 sm:flex-none"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Filters
              {count > 0 ? (
                <span className="ml-0.5 inline-flex size-5 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
                  {count}
                  <span className="sr-only"> active</span>
                </span>
              ) : null}
            </Button>
            <Button type="submit" size="lg" className="flex-1 sm:flex-none">
              Search
            </Button>
          </div>
        </div>

        {/* The fields exist only while the panel is open: closed, they were a fifth of a drawn
            page's elements for the browser to parse, style and adopt (docs/decisions/063). */}
        <div id={panelId} hidden={!isOpen}>
          {isOpen ? (
            <Card className="mt-3 p-4 sm:p-5">
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <TextFilterField
                  label="Location"
                  value={draft.location}
                  onChange={set('location')}
                  placeholder="e.g. Remote"
                />
                <TextFilterField
                  label="Minimum salary ($/hr)"
                  error={salaryError ?? undefined}
                  value={draft.salary_min}
                  onChange={set('salary_min')}
                  inputMode="decimal"
                  placeholder="Any"
                />
                <TextFilterField
                  label="Maximum salary ($/hr)"
                  value={draft.salary_max}
                  onChange={set('salary_max')}
                  inputMode="decimal"
                  aria-invalid={salaryError ? true : undefined}
                  placeholder="Any"
                />
                <SelectField
                  label="Job type"
                  value={draft.job_type}
                  onChange={(event) => set('job_type')(event.target.value)}
                >
                  <option value="">Any type</option>
                  {JOB_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </SelectField>
                <CategoryFilterField
                  value={draft.category_id}
                  onChange={set('category_id')}
                  categories={categories}
                  failed={categoriesFailed}
                />
                <TextFilterField
                  label="Skills"
                  hint={SKILLS_FILTER_HINT}
                  value={draft.skills}
                  onChange={set('skills')}
                  placeholder="e.g. Excel, QuickBooks"
                />
                {/* docs/decisions/049: e-mail and identity checked, no upheld complaints. */}
                <Checkbox
                  label={MESSAGES.verifiedEmployersOnly}
                  checked={draft.verified === 'true'}
                  onChange={(event) => set('verified')(event.target.checked ? 'true' : '')}
                  className="min-h-6 sm:col-span-2 lg:col-span-3"
                />
              </div>
              <FilterActions clearTo="/find-job">
                <Button type="submit">Apply filters</Button>
              </FilterActions>
            </Card>
          ) : null}
        </div>
      </form>
    </search>
  );
}

import { clsx } from 'clsx';
import { ChevronDown, Search } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Category } from '../../../../shared/schemas/profile.ts';
import { SEARCH_STATUS_CHOICES } from '../../../../shared/talent-facts.ts';
import {
  CategoryFilterField,
  FilterActions,
  rangeError,
  SelectFilterField,
  SKILLS_FILTER_HINT,
  TextFilterField,
  useFilterDraft,
} from '../../../components/filters/filter-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ComboboxField, type ComboboxOption } from '../../../components/ui/combobox.tsx';
import { inputStyles } from '../../../components/ui/input.tsx';
import { countryOptions } from '../../../lib/countries.ts';
import { timeZoneOptions } from '../../../lib/timezones.ts';
import {
  AVAILABILITY_CHOICES,
  hasOverlapWindow,
  RATING_CHOICES,
  readRate,
  TALENT_MODES,
  type TalentFilters,
  type TalentMode,
} from '../find-talent-params.ts';

type FindTalentFormProps = {
  /** The filters of the current URL; the form starts from them (remounted when the URL changes). */
  filters: TalentFilters;
  categories: readonly Category[] | undefined;
  categoriesFailed: boolean;
  onSearch: (filters: TalentFilters) => void;
  /** Employers and admins: the working-hours overlap filter and sort (docs/decisions/051). */
  canAskOverlap?: boolean;
  /** The caller's profile zone, the window's zone until another is chosen. */
  ownTimeZone?: string | null;
};

/** The filters a phone hides behind 'More filters' until one of them is in use. */
const SECONDARY_FILTERS = [
  'experience',
  'language',
  'availability_min',
  'rating',
  'timezone',
  'category_id',
  'search_status',
] as const satisfies readonly (keyof TalentFilters)[];

function ratingLabel(value: string): string {
  if (value === '1') return '1 star and up';
  return value === '5' ? '5 stars' : `${value} stars and up`;
}

// 'Any rating' is the empty choice; a minimum of 0 (the spec's lowest, rated or not) finds the
// same people, so it is not offered twice. A link with rating=0 still reads as that choice.
const RATING_OPTIONS = RATING_CHOICES.filter((value) => value !== '0').map((value) => ({
  value,
  label: ratingLabel(value),
}));

/** The two modes and the filters of Find Talent (spec sections 2 and 7). */
export function FindTalentForm({
  filters,
  categories,
  categoriesFailed,
  onSearch,
  canAskOverlap = false,
  ownTimeZone = null,
}: FindTalentFormProps) {
  const moreId = useId();
  const { draft, set } = useFilterDraft(
    canAskOverlap && !filters.overlap_timezone && ownTimeZone
      ? { ...filters, overlap_timezone: ownTimeZone }
      : filters,
  );
  const [rateError, setRateError] = useState<string | null>(null);
  const [overlapError, setOverlapError] = useState<string | null>(null);
  const [isShowingMore, setIsShowingMore] = useState(() =>
    SECONDARY_FILTERS.some((key) => filters[key] !== ''),
  );
  const timeZones = useMemo(() => timeZoneOptions(), []);
  const countries = useMemo(() => countryOptions(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const error = rangeError(draft.rate_min, draft.rate_max, (value) => readRate(value) !== null, {
      invalid: MESSAGES.hourlyRateInvalid,
      order: MESSAGES.rateRangeOrder,
    });
    setRateError(error);
    const wantsOverlap = draft.min_overlap !== '' || draft.sort === 'overlap';
    const overlapProblem =
      canAskOverlap && wantsOverlap && !hasOverlapWindow(draft)
        ? MESSAGES.overlapFilterNeedsWindow
        : null;
    setOverlapError(overlapProblem);
    if (!error && !overlapProblem) onSearch(draft);
  };

  const skillsField = (
    <TextFilterField
      label="Skills"
      hint={SKILLS_FILTER_HINT}
      value={draft.skills}
      onChange={set('skills')}
      placeholder="e.g. Excel, Customer support"
    />
  );

  return (
    <search aria-label="Find talent">
      <form onSubmit={onSubmit} noValidate>
        <Card className="p-4 sm:p-5">
          <fieldset>
            <legend className="sr-only">Search mode</legend>
            <div className="inline-flex flex-wrap gap-1 rounded-lg bg-neutral-100 p-1">
              {(Object.keys(TALENT_MODES) as TalentMode[]).map((mode) => (
                <label
                  key={mode}
                  className={clsx(
                    'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                    draft.mode === mode
                      ? 'bg-white text-neutral-900 shadow-xs'
                      : 'text-neutral-600 hover:text-neutral-900',
                  )}
                >
                  <input
                    type="radio"
                    name="mode"
                    value={mode}
                    checked={draft.mode === mode}
                    onChange={() => set('mode')(mode)}
                    className="sr-only"
                  />
                  {TALENT_MODES[mode]}
                </label>
              ))}
            </div>
          </fieldset>

          {draft.mode === 'skills' ? (
            <>
              <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <div className="sm:col-span-2">{skillsField}</div>
                <RateRangeField
                  min={draft.rate_min}
                  max={draft.rate_max}
                  onMinChange={set('rate_min')}
                  onMaxChange={set('rate_max')}
                  error={rateError}
                />
                <ComboboxField
                  label="Country"
                  name="country"
                  value={draft.country}
                  onChange={set('country')}
                  options={countries}
                  placeholder="Any country"
                />
              </div>
              <button
                type="button"
                aria-expanded={isShowingMore}
                aria-controls={moreId}
                onClick={() => setIsShowingMore((shown) => !shown)}
                className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800 sm:hidden"
              >
                {isShowingMore ? 'Fewer filters' : 'More filters'}
                <ChevronDown
                  aria-hidden="true"
                  className={clsx('size-4 transition-transform', isShowingMore && 'rotate-180')}
                />
              </button>
              <div
                id={moreId}
                className={clsx(
                  'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4',
                  // On a phone these wait behind the toggle; from `sm` up they always show.
                  !isShowingMore && 'max-sm:hidden',
                )}
              >
                <div className="sm:col-span-2">
                  <TextFilterField
                    label="Experience"
                    value={draft.experience}
                    onChange={set('experience')}
                    placeholder="e.g. Shopify, bookkeeping"
                  />
                </div>
                <TextFilterField
                  label="Language"
                  value={draft.language}
                  onChange={set('language')}
                  placeholder="e.g. Spanish"
                  maxLength={40}
                />
                <SelectFilterField
                  label="Availability"
                  value={draft.availability_min}
                  onChange={set('availability_min')}
                  anyLabel="Any hours"
                  options={availabilityOptions(draft.availability_min)}
                />
                <SelectFilterField
                  label="Minimum rating"
                  value={draft.rating}
                  onChange={set('rating')}
                  anyLabel="Any rating"
                  options={RATING_OPTIONS}
                />
                <ComboboxField
                  label="Timezone"
                  name="timezone"
                  value={draft.timezone}
                  onChange={set('timezone')}
                  options={timeZones}
                  placeholder="Any timezone, e.g. Manila"
                />
                <CategoryFilterField
                  value={draft.category_id}
                  onChange={set('category_id')}
                  categories={categories}
                  failed={categoriesFailed}
                />
                <SelectFilterField
                  label="Search status"
                  value={draft.search_status}
                  onChange={set('search_status')}
                  anyLabel="Any status"
                  options={SEARCH_STATUS_CHOICES}
                />
              </div>
              {canAskOverlap ? (
                <OverlapFilters
                  draft={draft}
                  set={set}
                  error={overlapError}
                  timeZones={timeZones}
                />
              ) : null}
            </>
          ) : (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextFilterField
                label="Username"
                value={draft.username}
                onChange={set('username')}
                placeholder="e.g. maria"
                spellCheck={false}
                maxLength={30}
              />
              {skillsField}
            </div>
          )}

          <FilterActions
            clearTo={draft.mode === 'username' ? '/find-talent?mode=username' : '/find-talent'}
          >
            <Button type="submit">
              <Search aria-hidden="true" className="size-4" />
              Search
            </Button>
          </FilterActions>
        </Card>
      </form>
    </search>
  );
}

/** The offered minimums, with a link's own value among them when it is another. */
function availabilityOptions(current: string): { value: string; label: string }[] {
  const choices: string[] = [...AVAILABILITY_CHOICES];
  if (current && !choices.includes(current)) choices.push(current);
  return choices
    .sort((a, b) => Number(a) - Number(b))
    .map((hours) => ({ value: hours, label: `${hours}+ hours a week` }));
}

/** Minimum and maximum hourly rate side by side, one label for the pair. */
function RateRangeField({
  min,
  max,
  onMinChange,
  onMaxChange,
  error,
}: {
  min: string;
  max: string;
  onMinChange: (value: string) => void;
  onMaxChange: (value: string) => void;
  error: string | null;
}) {
  const id = useId();
  const input = (label: string, value: string, onChange: (value: string) => void) => (
    <div className="relative min-w-0 flex-1">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-neutral-500 sm:text-sm"
      >
        $
      </span>
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode="decimal"
        autoComplete="off"
        placeholder={label.startsWith('Minimum') ? 'Min' : 'Max'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(inputStyles, 'h-11 pl-7')}
      />
    </div>
  );
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 block text-sm font-medium text-neutral-800">
        Hourly rate ($/hr)
      </legend>
      <div className="flex items-center gap-2">
        {input('Minimum hourly rate', min, onMinChange)}
        <span aria-hidden="true" className="text-neutral-500">
          –
        </span>
        {input('Maximum hourly rate', max, onMaxChange)}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const MIN_OVERLAP_OPTIONS = Array.from({ length: 8 }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? 'At least 1 hour' : `At least ${i + 1} hours`,
}));

/**
 * Employers' and admins' overlap controls (docs/decisions/051): their working window, a minimum
 * of shared hours, and the order. Each card then shows the talent's overlap with the window.
 */
function OverlapFilters({
  draft,
  set,
  error,
  timeZones,
}: {
  draft: TalentFilters;
  set: (key: keyof TalentFilters) => (value: string) => void;
  error: string | null;
  timeZones: readonly ComboboxOption[];
}) {
  const errorId = useId();
  return (
    <fieldset
      className="mt-5 border-t border-neutral-100 pt-4"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="sr-only">Working hours overlap</legend>
      <p aria-hidden="true" className="text-sm font-semibold text-neutral-900">
        Working hours overlap
      </p>
      <p className="mt-0.5 text-xs text-neutral-600">
        Your working day: each card shows how many hours of it the person works too, today.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        <div className="sm:col-span-2">
          <ComboboxField
            label="Your time zone"
            name="overlap_timezone"
            value={draft.overlap_timezone}
            onChange={set('overlap_timezone')}
            options={timeZones}
            placeholder="Search, e.g. New York"
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <TextFilterField
            label="From"
            type="time"
            value={draft.overlap_start}
            onChange={set('overlap_start')}
          />
          <TextFilterField
            label="To"
            type="time"
            value={draft.overlap_end}
            onChange={set('overlap_end')}
          />
        </div>
        <SelectFilterField
          label="Minimum overlap"
          value={draft.min_overlap}
          onChange={set('min_overlap')}
          anyLabel="Any overlap"
          options={MIN_OVERLAP_OPTIONS}
        />
        <SelectFilterField
          label="Sort by"
          value={draft.sort}
          onChange={set('sort')}
          anyLabel="Best rated"
          options={[{ value: 'overlap', label: 'Most overlap' }]}
        />
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

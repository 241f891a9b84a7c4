import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import type { Category } from '../../../../shared/schemas/profile.ts';
import {
  CategoryFilterField,
  SKILLS_FILTER_HINT,
  TextFilterField,
} from '../../../components/filters/filter-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Combobox } from '../../../components/ui/combobox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { timeZoneOptions } from '../../../lib/timezones.ts';
import {
  RATING_CHOICES,
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
};

function ratingLabel(value: string): string {
  if (value === '0') return '0 stars and up (rated or not)';
  if (value === '1') return '1 star and up';
  return value === '5' ? '5 stars' : `${value} stars and up`;
}

/** The two modes and the filters of Find Talent (spec sections 2 and 7). */
export function FindTalentForm({
  filters,
  categories,
  categoriesFailed,
  onSearch,
}: FindTalentFormProps) {
  const [draft, setDraft] = useState(filters);
  const timeZones = useMemo(() => timeZoneOptions(), []);
  const set = (key: keyof TalentFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
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
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {skillsField}
              <TextFilterField
                label="Experience"
                value={draft.experience}
                onChange={set('experience')}
                placeholder="e.g. Shopify, bookkeeping"
              />
              <Field label="Minimum rating">
                {(control) => (
                  <Select
                    {...control}
                    value={draft.rating}
                    onChange={(event) => set('rating')(event.target.value)}
                  >
                    <option value="">Any rating</option>
                    {RATING_CHOICES.map((value) => (
                      <option key={value} value={value}>
                        {ratingLabel(value)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="Timezone">
                {(control) => (
                  <Combobox
                    {...control}
                    name="timezone"
                    value={draft.timezone}
                    onChange={set('timezone')}
                    options={timeZones}
                    placeholder="Any timezone, e.g. Manila"
                  />
                )}
              </Field>
              <CategoryFilterField
                value={draft.category_id}
                onChange={set('category_id')}
                categories={categories}
                failed={categoriesFailed}
              />
            </div>
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

          <div className="mt-5 flex flex-wrap items-center justify-end gap-3 border-t border-neutral-200 pt-4">
            <TextLink
              to={draft.mode === 'username' ? '/find-talent?mode=username' : '/find-talent'}
              className="text-sm"
            >
              Clear all
            </TextLink>
            <Button type="submit">
              <Search aria-hidden="true" className="size-4" />
              Search
            </Button>
          </div>
        </Card>
      </form>
    </search>
  );
}

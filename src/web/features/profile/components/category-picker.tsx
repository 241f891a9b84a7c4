import { Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { CATEGORIES_MAX_COUNT } from '../../../../shared/limits.ts';
import type { Category } from '../../../../shared/schemas/profile.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { inputStyles } from '../../../components/ui/input.tsx';

type CategoryPickerProps = {
  categories: readonly Category[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
};

/**
 * Categories as a filterable checkbox list: fine with hundreds of names, usable with the
 * keyboard alone (Tab, Space), and the choices stay visible as removable pills above it.
 */
export function CategoryPicker({ categories, value, onChange, error }: CategoryPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const isFull = value.length >= CATEGORIES_MAX_COUNT;

  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? categories.filter((c) => c.name.toLowerCase().includes(needle)) : categories;
  }, [categories, filter]);
  const chosenCategories = categories.filter((c) => chosen.has(c.id));

  const toggle = (categoryId: number, isChecked: boolean) => {
    onChange(isChecked ? [...value, categoryId] : value.filter((v) => v !== categoryId));
  };

  return (
    <fieldset aria-describedby={`${id}-status ${error ? `${id}-error` : ''}`.trim()}>
      <legend className="text-sm font-medium text-neutral-800">Categories</legend>
      <p id={`${id}-status`} className="mt-1 text-xs text-neutral-600">
        {`Choose up to ${CATEGORIES_MAX_COUNT} areas you work in. ${value.length} selected.`}
      </p>
      {chosenCategories.length > 0 ? (
        <ul aria-label="Selected categories" className="mt-3 flex flex-wrap gap-1.5">
          {chosenCategories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                onClick={() => toggle(category.id, false)}
                aria-label={`Remove ${category.name}`}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1.5 pl-2.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
              >
                {category.name}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {categories.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-neutral-300 px-4 py-4 text-sm text-neutral-600">
          No categories are available yet.
        </p>
      ) : (
        <div className="mt-3 rounded-lg border border-neutral-300 bg-white">
          <div className="relative border-b border-neutral-200 p-2">
            <label htmlFor={`${id}-filter`} className="sr-only">
              Filter categories
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-neutral-500"
            />
            <input
              id={`${id}-filter`}
              // The meter's next step 'categories' lands here (profile-form.tsx).
              name="categories"
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              onKeyDown={(event) => {
                // Enter in the filter must not submit the whole profile form.
                if (event.key === 'Enter') event.preventDefault();
              }}
              placeholder="Filter categories"
              className={`${inputStyles} h-9 pl-9`}
            />
          </div>
          {visible.length === 0 ? (
            <p className="px-4 py-4 text-sm text-neutral-600">No categories match “{filter}”.</p>
          ) : (
            <ul className="grid max-h-60 gap-x-4 gap-y-1 overflow-y-auto p-3 sm:grid-cols-2">
              {visible.map((category) => {
                const isChecked = chosen.has(category.id);
                return (
                  <li key={category.id} className="rounded-md px-1 py-1 hover:bg-neutral-50">
                    <Checkbox
                      label={category.name}
                      checked={isChecked}
                      disabled={!isChecked && isFull}
                      onChange={(event) => toggle(category.id, event.target.checked)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

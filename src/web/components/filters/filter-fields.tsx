import { type ComponentProps, type ReactNode, useState } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Category } from '../../../shared/schemas/profile.ts';
import { InputField } from '../ui/field.tsx';
import { SelectField } from '../ui/select.tsx';
import { TextLink } from '../ui/text-link.tsx';

/**
 * The fields of the search forms (Find Jobs, Find Talent). One module, so that the two pages
 * share one small chunk of them.
 */

/** The hint under the Skills filter: how to give several, and how they combine. */
export const SKILLS_FILTER_HINT = 'Separate skills with commas; any of them matches.';

/**
 * A text filter: the draft's value as typed, without the browser's autofill suggestions (a
 * filter is not a form the browser knows). Other input attributes pass through.
 */
export function TextFilterField({
  label,
  hint,
  error,
  value,
  onChange,
  ...inputProps
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<ComponentProps<'input'>, 'value' | 'onChange'>) {
  return (
    <InputField
      label={label}
      hint={hint}
      error={error}
      autoComplete="off"
      {...inputProps}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A choice filter: '' for any (`anyLabel`), or one of `options`, as a native select. */
export function SelectFilterField({
  label,
  error,
  value,
  onChange,
  anyLabel,
  options,
}: {
  label: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  anyLabel: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <SelectField
      label={label}
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The 'Category' filter of the search forms (Find Jobs, Find Talent): 'Any category' or one of
 * the site's categories, with the load failure said under the field.
 */
export function CategoryFilterField({
  value,
  onChange,
  categories,
  failed,
}: {
  /** A category id as text, or '' for any. */
  value: string;
  onChange: (value: string) => void;
  categories: readonly Category[] | undefined;
  failed: boolean;
}) {
  return (
    <SelectFilterField
      label="Category"
      error={failed ? MESSAGES.categoriesLoadFailed : undefined}
      value={value}
      onChange={onChange}
      anyLabel="Any category"
      options={(categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
    />
  );
}

/**
 * The filters a search form edits before Search: it starts from the URL's (the form is remounted
 * when the URL changes) and `set(key)` makes a field's change handler.
 */
export function useFilterDraft<F extends object>(filters: F) {
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof F) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  return { draft, set };
}

/**
 * What is wrong with a minimum and maximum pair, or null: each bound is empty or reads as
 * `isValid` says, and the minimum is not above the maximum.
 */
export function rangeError(
  min: string,
  max: string,
  isValid: (value: string) => boolean,
  messages: { invalid: string; order: string },
): string | null {
  const low = min.trim();
  const high = max.trim();
  if ((low && !isValid(low)) || (high && !isValid(high))) return messages.invalid;
  if (low && high && Number(low) > Number(high)) return messages.order;
  return null;
}

/** The foot of a filter form: 'Clear all' (back to the page without filters) and its submit. */
export function FilterActions({ clearTo, children }: { clearTo: string; children: ReactNode }) {
  return (
    <div className="mt-5 flex flex-wrap items-center justify-end gap-3 border-t border-neutral-200 pt-4">
      <TextLink to={clearTo} className="text-sm">
        Clear all
      </TextLink>
      {children}
    </div>
  );
}

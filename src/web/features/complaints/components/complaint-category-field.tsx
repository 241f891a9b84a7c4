import { clsx } from 'clsx';
import { useId } from 'react';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
} from '../../../../shared/complaint-categories.ts';

/**
 * The kind of wrong, chosen before the free text (docs/decisions/040): one radio each, in two
 * columns from the small breakpoint up. The chosen one is marked by its filled radio and a
 * border, not by colour alone. `errorId`: the form's error that this group is missing from, which
 * marks the group invalid and describes it.
 */
export function ComplaintCategoryField({
  value,
  onChange,
  errorId,
}: {
  value: string;
  onChange: (value: string) => void;
  errorId?: string;
}) {
  const name = useId();
  const isInvalid = errorId !== undefined;
  return (
    <fieldset
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: HTML allows a fieldset to be a radiogroup, and ARIA allows aria-invalid on a radiogroup, not on a group.
      role="radiogroup"
      aria-invalid={isInvalid ? true : undefined}
      aria-describedby={errorId}
    >
      <legend className="text-sm font-medium text-neutral-800">What is wrong?</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {COMPLAINT_CATEGORIES.map((category) => (
          <label
            key={category}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm text-neutral-800 transition-colors',
              'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-medium',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
              isInvalid ? 'border-danger-300' : 'border-neutral-300',
              'hover:border-neutral-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={category}
              checked={value === category}
              onChange={() => onChange(category)}
              className="size-4 shrink-0 accent-brand-600"
            />
            {COMPLAINT_CATEGORY_LABELS[category]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

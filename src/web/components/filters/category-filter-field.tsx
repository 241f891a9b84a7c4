import { MESSAGES } from '../../../shared/messages.ts';
import type { Category } from '../../../shared/schemas/profile.ts';
import { Field } from '../ui/field.tsx';
import { Select } from '../ui/select.tsx';

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
    <Field label="Category" error={failed ? MESSAGES.categoriesLoadFailed : undefined}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Any category</option>
          {(categories ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

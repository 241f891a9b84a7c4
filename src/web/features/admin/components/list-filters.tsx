import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { adminHref } from '../admin-tabs.ts';

export type ListFilter = {
  /** The URL parameter the field shows and sets. */
  param: string;
  label: string;
  hint?: string;
  /** A select of these choices, [value, label] (the first usually '' for any); else a text input. */
  options?: readonly (readonly [value: string, label: string])[];
};

type ListFiltersProps = {
  params: URLSearchParams;
  /** The form's accessible name, such as 'Find users'. */
  label: string;
  filters: readonly ListFilter[];
  submitLabel: string;
  /** The grid columns of the row, fields then button. */
  columns: string;
};

/**
 * The control that had focus when a search was sent (by the form's name and its place in it):
 * the form is drawn afresh from the new URL, and the same control takes focus again, not <body>
 * (docs/decisions/061).
 */
let focusAfterSearch: { label: string; index: number } | null = null;

function FilterForm({ params, label, filters, submitLabel, columns }: ListFiltersProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form || focusAfterSearch?.label !== label) return;
    const control = form.elements[focusAfterSearch.index];
    focusAfterSearch = null;
    if (control instanceof HTMLElement) control.focus();
  }, [label]);
  const [values, setValues] = useState(() =>
    Object.fromEntries(filters.map((filter) => [filter.param, params.get(filter.param) ?? ''])),
  );
  const set =
    (param: string) => (event: ChangeEvent<HTMLInputElement> | ChangeEvent<HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [param]: event.target.value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = Object.fromEntries(
      filters.map((filter) => [filter.param, (values[filter.param] ?? '').trim()]),
    );
    // A new filter starts again at the first page.
    const href = adminHref(params, { ...changes, page: null });
    const controls = [...event.currentTarget.elements];
    const at = controls.indexOf(document.activeElement as Element);
    const isSameSearch =
      new URL(href, window.location.href).searchParams.toString() === params.toString();
    focusAfterSearch = isSameSearch ? null : { label, index: at >= 0 ? at : controls.length - 1 };
    void navigate(href);
  };
  // A hint under the fields makes them taller; the button stays level with the inputs.
  const hasHints = filters.some((filter) => filter.hint);
  return (
    <form
      ref={formRef}
      aria-label={label}
      onSubmit={submit}
      className={clsx('mb-4 grid gap-3', columns)}
    >
      {filters.map(({ param, label, hint, options }) => {
        const field = { label, hint, value: values[param], onChange: set(param) };
        if (!options) return <InputField key={param} {...field} />;
        return (
          <SelectField key={param} {...field}>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </SelectField>
        );
      })}
      <Button type="submit" variant="secondary" className={clsx('h-11', hasHints && 'sm:mb-6')}>
        <Search aria-hidden="true" className="size-4" />
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * The filter row above an admin table. The filters live in the URL, so Back, reload and a shared
 * link show the same rows; the form starts afresh from the URL whenever it changes.
 */
export function ListFilters(props: ListFiltersProps) {
  return <FilterForm key={props.params.toString()} {...props} />;
}

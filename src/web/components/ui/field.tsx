import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { Input } from './input.tsx';
import { Textarea } from './textarea.tsx';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

/** What every field shows around its control. */
export type FieldText = {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
};

type FieldProps = FieldText & {
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control, hint and error message, wired together for assistive tech. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  // An error replaces the hint: the error messages already say what the rule is.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      {hintId ? (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A Field around an Input. Every other prop goes to the input, so a form library's registration
 * (`{...register('name')}`: name, ref, onChange, onBlur) spreads straight in.
 */
export function InputField({
  label,
  hint,
  error,
  ...inputProps
}: FieldText & ComponentProps<'input'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}

/** A Field around a Textarea, as InputField is around an Input. */
export function TextareaField({
  label,
  hint,
  error,
  ...textareaProps
}: FieldText & ComponentProps<'textarea'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <Textarea {...control} {...textareaProps} />}
    </Field>
  );
}

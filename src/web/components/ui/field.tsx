import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from './input.tsx';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

/** What a field says around its control: the label, a hint under it, an error in its place. */
export type FieldTextProps = {
  label: string;
  hint?: ReactNode;
  error?: string;
  /**
   * The id of an error said once for the whole form (an alert above it, such as 'Please fill in
   * all fields.') that concerns this field: the control is marked invalid and described by it.
   */
  formErrorId?: string;
};

type FieldProps = FieldTextProps & {
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control, hint and error message, wired together for assistive tech. */
export function Field({ label, hint, error, formErrorId, children }: FieldProps) {
  const id = useId();
  // An error replaces the hint: the error messages already say what the rule is.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [formErrorId, errorId, hintId].filter(Boolean).join(' ') || undefined;
  const isInvalid = error || formErrorId ? true : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': isInvalid, 'aria-describedby': describedBy })}
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
 * `Control` in its Field, as one component: label, hint and error wired to the control, every
 * other prop (a `register()` result, value and onChange, a form's own aria-invalid) given to it.
 */
export function withField<P extends object>(Control: (props: P) => ReactNode) {
  return function LabelledControl({
    label,
    hint,
    error,
    formErrorId,
    ...props
  }: FieldTextProps & P) {
    return (
      <Field label={label} hint={hint} error={error} formErrorId={formErrorId}>
        {(control) => <Control {...control} {...(props as P)} />}
      </Field>
    );
  };
}

/**
 * An Input in its Field (withField). It lives here rather than in input.tsx: the header's search
 * puts input.tsx in the entry chunk, and the fields would follow it there (docs/decisions/015).
 */
export const InputField = /* @__PURE__ */ withField(Input);

/**
 * An amount's input with its unit drawn inside the box: a prefix ('$') or a suffix ('h/week').
 * The unit is decoration; the field's label names it for assistive tech.
 */
export function AmountInput({
  prefix,
  suffix,
  className,
  ...props
}: ComponentProps<'input'> & { prefix?: string; suffix?: string }) {
  return (
    <div className="relative">
      {prefix ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-neutral-500 sm:text-sm"
        >
          {prefix}
        </span>
      ) : null}
      <Input
        autoComplete="off"
        {...props}
        className={clsx(prefix && 'pl-7', suffix && 'pr-20', className)}
      />
      {suffix ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-neutral-500"
        >
          {suffix}
        </span>
      ) : null}
    </div>
  );
}

/** The e-mail field of the sign-in, sign-up and reset forms: the e-mail keyboard, no spelling. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<FieldTextProps, 'label'> & { label?: string } & ComponentProps<'input'>) {
  return (
    <InputField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      {...props}
    />
  );
}

/** The username field of sign-up and the profile: the spec's rule as its hint (section 2). */
export function UsernameField(
  props: Omit<FieldTextProps, 'label' | 'hint'> & ComponentProps<'input'>,
) {
  return (
    <InputField
      label="Username"
      hint="3 to 30 characters: letters, digits, underscores, hyphens and dots."
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

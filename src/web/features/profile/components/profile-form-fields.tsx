import type { ComponentProps, ReactNode } from 'react';
import { type Control, Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { ChipList } from '../../../components/profile/profile-details.tsx';
import { ComboboxField } from '../../../components/ui/combobox.tsx';
import {
  AmountInput,
  Field,
  type FieldTextProps,
  InputField,
} from '../../../components/ui/field.tsx';
import type { Changes, ProfileFormValues } from './profile-form-values.ts';

/** The pieces the profile form is built of, bound to its values (react-hook-form). */

export type ProfileFormControl = Control<ProfileFormValues, unknown, Changes>;

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-sm font-semibold tracking-wide text-neutral-600 uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

type ComboboxFieldProps = ComponentProps<typeof ComboboxField>;

/** A searchable choice from a long list (time zone, currency, country), bound to the form. */
export function FormComboboxField({
  control,
  name,
  ...field
}: Omit<ComboboxFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  control: ProfileFormControl;
  name: 'timezone' | 'currency' | 'country';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur } }) => (
        <ComboboxField {...field} name={name} value={value} onChange={onChange} onBlur={onBlur} />
      )}
    />
  );
}

/** A web address: the URL keyboard on phones, `https://` as the placeholder. */
export function UrlField({
  registration,
  hint = 'A web address starting with http:// or https://.',
  ...text
}: FieldTextProps & { registration: UseFormRegisterReturn }) {
  return (
    <InputField
      {...text}
      hint={hint}
      {...registration}
      type="url"
      inputMode="url"
      placeholder="https://"
    />
  );
}

/** A comma-separated list (skills, languages), its items shown as they will be saved. */
export function ListField({
  registration,
  items,
  previewLabel,
  ...text
}: FieldTextProps & {
  registration: UseFormRegisterReturn;
  /** The list as the server will store it (parsed from what is typed). */
  items: readonly string[];
  previewLabel: string;
}) {
  return (
    <div className="space-y-2">
      <InputField {...text} {...registration} autoComplete="off" />
      {items.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium text-neutral-600">Preview:</span>
          <ChipList label={previewLabel} items={items} />
        </div>
      ) : null}
    </div>
  );
}

/** A number with its unit beside it: '$' before a rate, 'h/week' after hours. */
export function AmountField({
  registration,
  prefix,
  suffix,
  inputMode,
  placeholder,
  ...text
}: FieldTextProps & {
  registration: UseFormRegisterReturn;
  prefix?: string;
  suffix?: string;
  inputMode: 'decimal' | 'numeric';
  placeholder?: string;
}) {
  return (
    <Field {...text}>
      {(field) => (
        <AmountInput
          {...field}
          {...registration}
          prefix={prefix}
          suffix={suffix}
          inputMode={inputMode}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { HEADLINE_MAX_LENGTH, SEARCH_STATUS_CHOICES } from '../../../../shared/talent-facts.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { AmountField } from './profile-form-fields.tsx';

/**
 * The talent facts (docs/decisions/032) as /profile and the welcome steps both ask for them:
 * one wording, one set of limits.
 */
type FactFieldProps = { registration: UseFormRegisterReturn; error?: string };

export function HeadlineField({ registration, error }: FactFieldProps) {
  return (
    <InputField
      label="Headline"
      hint="One line under your name, e.g. Bilingual executive assistant for e-commerce founders."
      error={error}
      {...registration}
      maxLength={HEADLINE_MAX_LENGTH}
      autoComplete="off"
    />
  );
}

export function HourlyRateField({ registration, error }: FactFieldProps) {
  return (
    <AmountField
      label="Hourly rate (USD)"
      hint="What you charge an hour, in US dollars."
      error={error}
      registration={registration}
      prefix="$"
      inputMode="decimal"
      placeholder="e.g. 18.50"
    />
  );
}

export function AvailabilityField({ registration, error }: FactFieldProps) {
  return (
    <AmountField
      label="Availability (hours a week)"
      hint="From 1 to 80."
      error={error}
      registration={registration}
      suffix="h/week"
      inputMode="numeric"
      placeholder="e.g. 30"
    />
  );
}

export function SearchStatusField({ registration, error }: FactFieldProps) {
  return (
    <SelectField
      label="Search status"
      hint="Shown on your profile and talent card."
      error={error}
      {...registration}
    >
      <option value="">Not set</option>
      {SEARCH_STATUS_CHOICES.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

import { useWatch } from 'react-hook-form';
import { parseSkills } from '../../../../shared/skills.ts';
import { HEADLINE_MAX_LENGTH, SEARCH_STATUS_CHOICES } from '../../../../shared/talent-facts.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { AmountField, ListField } from './profile-form-fields.tsx';
import type { ProfileFormApi } from './profile-form-values.ts';

/**
 * The talent facts (docs/decisions/032) as /profile and the welcome steps both ask for them:
 * one wording, one set of limits.
 */
type FactFieldProps = { form: ProfileFormApi };

export function HeadlineField({ form }: FactFieldProps) {
  const registration = form.register('headline');
  const error = form.formState.errors.headline?.message;
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

export function HourlyRateField({ form }: FactFieldProps) {
  const registration = form.register('hourly_rate');
  const error = form.formState.errors.hourly_rate?.message;
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

export function AvailabilityField({ form }: FactFieldProps) {
  const registration = form.register('availability');
  const error = form.formState.errors.availability?.message;
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

export function SearchStatusField({ form }: FactFieldProps) {
  const registration = form.register('search_status');
  const error = form.formState.errors.search_status?.message;
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

/** The skills Find Talent searches, with a preview of how they will read. */
export function SkillsField({ form }: FactFieldProps) {
  const skills = parseSkills(useWatch({ control: form.control, name: 'skills' }) ?? '');
  return (
    <ListField
      label="Skills"
      hint="Separate skills with commas, e.g. Data Entry, Excel, Customer Support."
      error={form.formState.errors.skills?.message}
      registration={form.register('skills')}
      items={skills}
      previewLabel="Skills preview"
    />
  );
}

/**
 * A jobseeker's working day (docs/decisions/051): two 24-hour times read in the profile's time
 * zone; an end before the start runs past midnight. Employers see the overlap with their hours.
 */
export function WorkingHoursFields({ form, timezone }: FactFieldProps & { timezone: string }) {
  const errors = form.formState.errors.working_hours;
  const whole = errors?.message ?? errors?.root?.message;
  const zone = timezone ? `in ${timezone}` : 'in your time zone (choose it above)';
  return (
    <fieldset className="min-w-0 space-y-2 sm:col-span-2">
      <legend className="text-sm font-medium text-neutral-800">Working hours (optional)</legend>
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <InputField
          label="Start"
          type="time"
          error={errors?.start?.message}
          {...form.register('working_hours.start')}
        />
        <InputField
          label="End"
          type="time"
          error={errors?.end?.message}
          {...form.register('working_hours.end')}
        />
      </div>
      {whole ? <p className="text-sm font-medium text-danger-700">{whole}</p> : null}
      <p className="text-xs text-neutral-600">
        Your usual working day {zone}. An end before the start runs past midnight. Employers see how
        many hours overlap with theirs.
      </p>
    </fieldset>
  );
}

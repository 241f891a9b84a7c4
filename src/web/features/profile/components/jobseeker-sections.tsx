import { useMemo } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { Category } from '../../../../shared/schemas/profile.ts';
import { parseSkills } from '../../../../shared/skills.ts';
import {
  HEADLINE_MAX_LENGTH,
  LANGUAGES_MAX_COUNT,
  parseLanguages,
  SEARCH_STATUS_CHOICES,
} from '../../../../shared/talent-facts.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { countryOptions } from '../../../lib/countries.ts';
import { CategoryPicker } from './category-picker.tsx';
import {
  AmountField,
  FormComboboxField,
  FormSection,
  ListField,
  UrlField,
} from './profile-form-fields.tsx';
import type { Changes, ProfileFormValues } from './profile-form-values.ts';

type SectionProps = { form: UseFormReturn<ProfileFormValues, unknown, Changes> };

/** What an employer reads first on a talent card (docs/decisions/032). */
export function TalentFactsSection({ form }: SectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const countries = useMemo(() => countryOptions(), []);
  const languages = parseLanguages(useWatch({ control, name: 'languages' }) ?? '');
  return (
    <FormSection title="At a glance">
      <InputField
        label="Headline"
        hint="One line under your name, e.g. Bilingual executive assistant for e-commerce founders."
        error={errors.headline?.message}
        {...register('headline')}
        maxLength={HEADLINE_MAX_LENGTH}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <AmountField
          label="Hourly rate (USD)"
          hint="What you charge an hour, in US dollars."
          error={errors.hourly_rate?.message}
          registration={register('hourly_rate')}
          prefix="$"
          inputMode="decimal"
          placeholder="e.g. 18.50"
        />
        <AmountField
          label="Availability (hours a week)"
          hint="From 1 to 80."
          error={errors.availability?.message}
          registration={register('availability')}
          suffix="h/week"
          inputMode="numeric"
          placeholder="e.g. 30"
        />
        <FormComboboxField
          control={control}
          name="country"
          label="Country"
          hint="Where you work from. Type to search."
          error={errors.country?.message}
          options={countries}
          placeholder="Search, e.g. Philippines"
        />
        <SelectField
          label="Search status"
          hint="Shown on your profile and talent card."
          error={errors.search_status?.message}
          {...register('search_status')}
        >
          <option value="">Not set</option>
          {SEARCH_STATUS_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      </div>
      <ListField
        label="Languages"
        hint={`Separate languages with commas, e.g. English, Tagalog. Up to ${LANGUAGES_MAX_COUNT}.`}
        error={errors.languages?.message}
        registration={register('languages')}
        items={languages}
        previewLabel="Languages preview"
      />
    </FormSection>
  );
}

/** The spec's jobseeker fields: skills, categories, experience, portfolio, video intro. */
export function ProfessionalSection({
  form,
  categories,
}: SectionProps & { categories: readonly Category[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const skills = parseSkills(useWatch({ control, name: 'skills' }) ?? '');
  return (
    <FormSection title="Professional details">
      <ListField
        label="Skills"
        hint="Separate skills with commas, e.g. Data Entry, Excel, Customer Support."
        error={errors.skills?.message}
        registration={register('skills')}
        items={skills}
        previewLabel="Skills preview"
      />
      <Controller
        control={control}
        name="categoryIds"
        render={({ field: { value, onChange } }) => (
          <CategoryPicker
            categories={categories}
            value={value}
            onChange={onChange}
            error={errors.categoryIds?.message}
          />
        )}
      />
      <TextareaField
        label="Experience"
        hint="Your background: past roles, tools you know, results you are proud of."
        error={errors.experience?.message}
        {...register('experience')}
        rows={5}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <UrlField
          label="Portfolio"
          error={errors.portfolio?.message}
          registration={register('portfolio')}
        />
        <UrlField
          label="Video intro"
          hint="A link to a short video introducing yourself."
          error={errors.video_intro?.message}
          registration={register('video_intro')}
        />
      </div>
    </FormSection>
  );
}

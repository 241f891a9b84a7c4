import { useMemo } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { Category } from '../../../../shared/schemas/profile.ts';
import { LANGUAGES_MAX_COUNT, parseLanguages } from '../../../../shared/talent-facts.ts';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { countryOptions } from '../../../lib/countries.ts';
import { CategoryPicker } from './category-picker.tsx';
import { FormComboboxField, FormSection, ListField, UrlField } from './profile-form-fields.tsx';
import type { Changes, ProfileFormValues } from './profile-form-values.ts';
import {
  AvailabilityField,
  HeadlineField,
  HourlyRateField,
  SearchStatusField,
  SkillsField,
  WorkingHoursFields,
} from './talent-fact-fields.tsx';

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
  const timezone = useWatch({ control, name: 'timezone' }) ?? '';
  return (
    <FormSection title="At a glance">
      <HeadlineField form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <HourlyRateField form={form} />
        <AvailabilityField form={form} />
        <FormComboboxField
          control={control}
          name="country"
          label="Country"
          hint="Where you work from. Type to search."
          error={errors.country?.message}
          options={countries}
          placeholder="Search, e.g. Philippines"
        />
        <SearchStatusField form={form} />
        <WorkingHoursFields form={form} timezone={timezone} />
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
  return (
    <FormSection title="Professional details">
      <SkillsField form={form} />
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

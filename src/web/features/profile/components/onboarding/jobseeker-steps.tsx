import { Controller } from 'react-hook-form';
import { MESSAGES } from '../../../../../shared/messages.ts';
import type { Profile } from '../../../../../shared/schemas/profile.ts';
import { RetryAlert } from '../../../../components/ui/alert.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useCategories } from '../../../../lib/categories-query.ts';
import { CategoryPicker } from '../category-picker.tsx';
import {
  AvailabilityField,
  HeadlineField,
  HourlyRateField,
  SearchStatusField,
  SkillsField,
} from '../talent-fact-fields.tsx';
import { FieldsStepCard } from './step-card.tsx';
import { type StepNavigation, useStepForm } from './step-form.ts';

type StepProps = StepNavigation & { profile: Profile };

/** Step 1: what an employer reads first on a talent card (docs/decisions/032). */
export function FactsStep({ profile, ...navigation }: StepProps) {
  const step = useStepForm(
    profile,
    ['headline', 'hourly_rate', 'availability', 'search_status'],
    navigation.onNext,
  );
  return (
    <FieldsStepCard
      title="What you do and what you charge"
      intro="Employers read your headline first on your talent card, with your rate beside it."
      navigation={navigation}
      step={step}
    >
      <HeadlineField form={step.form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <HourlyRateField form={step.form} />
        <AvailabilityField form={step.form} />
      </div>
      <SearchStatusField form={step.form} />
    </FieldsStepCard>
  );
}

/** Step 2: the skills Find Talent searches and the categories job alerts match. */
export function SkillsStep({ profile, ...navigation }: StepProps) {
  const categories = useCategories({ enabled: true });
  // Until the list loads, the person's categories are sent back as they were.
  const step = useStepForm(profile, ['skills', 'categoryIds'], navigation.onNext);
  const {
    control,
    formState: { errors },
  } = step.form;

  let picker = null;
  if (categories.isError) {
    picker = (
      <RetryAlert onRetry={() => void categories.refetch()}>
        {MESSAGES.categoriesLoadFailed}
      </RetryAlert>
    );
  } else if (!categories.data) {
    picker = (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only">Loading categories</span>
        <Skeleton className="block h-4 w-28" />
        <Skeleton className="block h-24 w-full" />
      </div>
    );
  } else {
    picker = (
      <Controller
        control={control}
        name="categoryIds"
        render={({ field: { value, onChange } }) => (
          <CategoryPicker
            categories={categories.data}
            value={value}
            onChange={onChange}
            error={errors.categoryIds?.message}
          />
        )}
      />
    );
  }

  return (
    <FieldsStepCard
      title="Your skills"
      intro="Employers search talent by skill, and match their posts to the categories you work in."
      navigation={navigation}
      step={step}
    >
      <SkillsField form={step.form} />
      {picker}
    </FieldsStepCard>
  );
}

import { Controller, useWatch } from 'react-hook-form';
import { MESSAGES } from '../../../../../shared/messages.ts';
import type { Profile } from '../../../../../shared/schemas/profile.ts';
import { parseSkills } from '../../../../../shared/skills.ts';
import { RetryAlert } from '../../../../components/ui/alert.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useCategories } from '../../../../lib/categories-query.ts';
import { CategoryPicker } from '../category-picker.tsx';
import { ListField } from '../profile-form-fields.tsx';
import {
  AvailabilityField,
  HeadlineField,
  HourlyRateField,
  SearchStatusField,
} from '../talent-fact-fields.tsx';
import { StepCard, StepSubmit, saveLabel } from './step-card.tsx';
import { type StepNavigation, useStepForm } from './step-form.ts';

type StepProps = StepNavigation & { profile: Profile };

/** Step 1: what an employer reads first on a talent card (docs/decisions/032). */
export function FactsStep({ profile, onNext, onBack, isLast, isFocusedOnOpen }: StepProps) {
  const { form, onSubmit, formError, isBusy } = useStepForm(
    profile,
    ['headline', 'hourly_rate', 'availability', 'search_status'],
    onNext,
  );
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <StepCard
      title="What you do and what you charge"
      intro="Employers read your headline first on your talent card, with your rate beside it."
      isFocusedOnOpen={isFocusedOnOpen}
      onSubmit={onSubmit}
      formError={formError}
      onBack={onBack}
      onSkip={onNext}
      isBusy={isBusy}
      primary={<StepSubmit isBusy={isBusy}>{saveLabel(isLast)}</StepSubmit>}
    >
      <HeadlineField registration={register('headline')} error={errors.headline?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <HourlyRateField
          registration={register('hourly_rate')}
          error={errors.hourly_rate?.message}
        />
        <AvailabilityField
          registration={register('availability')}
          error={errors.availability?.message}
        />
      </div>
      <SearchStatusField
        registration={register('search_status')}
        error={errors.search_status?.message}
      />
    </StepCard>
  );
}

/** Step 2: the skills Find Talent searches and the categories job alerts match. */
export function SkillsStep({ profile, onNext, onBack, isLast, isFocusedOnOpen }: StepProps) {
  const categories = useCategories({ enabled: true });
  // Until the list loads, the person's categories are sent back as they were.
  const { form, onSubmit, formError, isBusy } = useStepForm(
    profile,
    ['skills', 'categoryIds'],
    onNext,
  );
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const skills = parseSkills(useWatch({ control, name: 'skills' }) ?? '');

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
    <StepCard
      title="Your skills"
      intro="Employers search talent by skill, and match their posts to the categories you work in."
      isFocusedOnOpen={isFocusedOnOpen}
      onSubmit={onSubmit}
      formError={formError}
      onBack={onBack}
      onSkip={onNext}
      isBusy={isBusy}
      primary={<StepSubmit isBusy={isBusy}>{saveLabel(isLast)}</StepSubmit>}
    >
      <ListField
        label="Skills"
        hint="Separate skills with commas, e.g. Data Entry, Excel, Customer Support."
        error={errors.skills?.message}
        registration={register('skills')}
        items={skills}
        previewLabel="Skills preview"
      />
      {picker}
    </StepCard>
  );
}

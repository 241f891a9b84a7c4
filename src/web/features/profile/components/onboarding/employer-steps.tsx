import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '../../../../../shared/schemas/profile.ts';
import { buttonStyles } from '../../../../components/ui/button.tsx';
import { CompanyInfoField, CompanyNameField } from '../company-fields.tsx';
import { FieldsStepCard, StepCard } from './step-card.tsx';
import { type StepNavigation, useStepForm } from './step-form.ts';

type StepProps = StepNavigation & { profile: Profile };

/** Step 1: the company that job posts, applications and chats name beside the username. */
export function CompanyStep({ profile, ...navigation }: StepProps) {
  const step = useStepForm(profile, ['company_name', 'company_info'], navigation.onNext);
  return (
    <FieldsStepCard
      title="Your company"
      intro="Jobseekers see your company's name on your job posts, and read about it on your profile."
      navigation={navigation}
      step={step}
    >
      <CompanyNameField form={step.form} />
      <CompanyInfoField form={step.form} rows={4} />
    </FieldsStepCard>
  );
}

const POST_NEEDS = [
  'A title, the job type and a category',
  'An hourly rate in US dollars and a location',
  'A description of at least 150 characters: responsibilities, requirements, terms',
];

/** Step 3: the call to post a job; the post form itself is /post-job's (nothing prefilled). */
export function FirstPostStep({ onNext, onBack, isFocusedOnOpen }: StepNavigation) {
  return (
    <StepCard
      title="Post your first job"
      intro="Describe the work and the pay; candidates can find your post once our team has reviewed it."
      isFocusedOnOpen={isFocusedOnOpen}
      onBack={onBack}
      onSkip={onNext}
      primary={
        <Link to="/post-job" className={buttonStyles()}>
          Post a job
        </Link>
      }
    >
      <div>
        <p className="text-sm font-medium text-neutral-800">You will need:</p>
        <ul className="mt-3 space-y-2 text-sm text-neutral-700">
          {POST_NEEDS.map((need) => (
            <li key={need} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {need}
            </li>
          ))}
        </ul>
      </div>
    </StepCard>
  );
}

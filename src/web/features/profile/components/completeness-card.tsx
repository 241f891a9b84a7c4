import { ArrowRight, CircleCheck } from 'lucide-react';
import type { Completeness, CompletenessField } from '../../../../shared/profile-completeness.ts';
import { Card } from '../../../components/ui/card.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { isWelcomeField } from '../onboarding-steps.ts';

type CompletenessCardProps = {
  completeness: Completeness;
  /** Takes the person to the field of the next step. */
  onStep: (field: CompletenessField) => void;
};

/**
 * A jobseeker's profile completeness meter (docs/decisions/032): the percent the server computed
 * and the next step to take, which opens the field it names.
 */
export function CompletenessCard({ completeness, onStep }: CompletenessCardProps) {
  const { percent, next_step: next } = completeness;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="completeness-heading">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="completeness-heading" className="text-lg font-semibold text-neutral-900">
            Profile completeness
          </h2>
          <p className="text-2xl font-bold text-brand-700 tabular-nums">{percent}%</p>
        </div>
        <progress
          value={percent}
          max={100}
          aria-labelledby="completeness-heading"
          className="mt-3 block h-2 w-full appearance-none overflow-hidden rounded-full bg-neutral-100 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-neutral-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-[width] motion-reduce:[&::-webkit-progress-value]:transition-none"
        />
        {next ? (
          <button
            type="button"
            onClick={() => onStep(next.field)}
            className="group mt-4 flex w-full items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-left transition-colors hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="min-w-0">
              <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
                Next step
              </span>
              <span className="mt-0.5 block text-sm font-medium text-neutral-900">
                {next.label}
              </span>
            </span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </button>
        ) : (
          <p className="mt-4 flex items-center gap-2 text-sm text-success-700">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            Your profile is complete: employers see everything they hire on.
          </p>
        )}
        {next && isWelcomeField(next.field) ? (
          // The welcome steps (docs/decisions/038) ask for the basics one screen at a time.
          <p className="mt-3 text-sm text-neutral-600">
            Or fill in the basics in <TextLink to="/welcome">three short steps</TextLink>.
          </p>
        ) : null}
      </section>
    </Card>
  );
}

import { clsx } from 'clsx';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { type FormEventHandler, type ReactNode, useEffect, useId, useRef } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import type { OnboardingStep } from '../../onboarding-steps.ts';
import type { StepForm, StepNavigation } from './step-form.ts';

/** 'Step 1 of 3' and a bar per step, the current one marked for assistive tech. */
export function StepProgress({
  steps,
  index,
}: {
  steps: readonly OnboardingStep[];
  index: number;
}) {
  return (
    <div className="mt-8">
      <p className="text-sm font-semibold text-brand-700">
        Step {index + 1} of {steps.length}
      </p>
      <ol aria-label="Setup steps" className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
        {steps.map((step, k) => (
          <li key={step.id} aria-current={k === index ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={clsx(
                'block h-1.5 rounded-full',
                k <= index ? 'bg-brand-600' : 'bg-neutral-200',
              )}
            />
            {/* Phones show the bars only; the names stay for screen readers. */}
            <span
              className={clsx(
                'sr-only mt-2 text-sm sm:not-sr-only sm:block',
                k === index ? 'font-semibold text-neutral-900' : 'text-neutral-600',
              )}
            >
              {step.title}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

type StepCardProps = {
  title: string;
  intro: ReactNode;
  /** Moves the focus to the step's heading as it opens (after Back or Continue, not on load). */
  isFocusedOnOpen: boolean;
  /** The step's fields form one form; without it the step only points onward. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  formError?: string | null;
  children?: ReactNode;
  onBack?: (() => void) | undefined;
  onSkip: () => void;
  /** The main action: a submit button (StepSubmit) or a link. */
  primary: ReactNode;
  isBusy?: boolean;
};

/**
 * One welcome step (docs/decisions/038): its heading, its fields, and Back, 'Skip for now' and
 * the step's own action. Phones stack the buttons, the main one on top.
 */
export function StepCard({
  title,
  intro,
  isFocusedOnOpen,
  onSubmit,
  formError,
  children,
  onBack,
  onSkip,
  primary,
  isBusy = false,
}: StepCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocusedOnOpen) headingRef.current?.focus();
  }, [isFocusedOnOpen]);

  const content = (
    <>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-neutral-900 focus:outline-none"
      >
        {title}
      </h2>
      <p className="mt-1.5 text-sm text-neutral-600">{intro}</p>
      {formError ? <Alert className="mt-5">{formError}</Alert> : null}
      {children ? <div className="mt-6 space-y-5">{children}</div> : null}
      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-neutral-200 pt-6 sm:flex-row sm:items-center">
        {onBack ? (
          <Button variant="ghost" onClick={onBack} disabled={isBusy}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Button>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
          <Button variant="secondary" onClick={onSkip} disabled={isBusy}>
            Skip for now
          </Button>
          {primary}
        </div>
      </div>
    </>
  );

  return (
    <Card className="mt-6 p-5 sm:p-8">
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          {content}
        </form>
      ) : (
        <section aria-labelledby={headingId}>{content}</section>
      )}
    </Card>
  );
}

type FieldsStepCardProps = {
  title: string;
  intro: ReactNode;
  navigation: StepNavigation;
  step: Omit<StepForm, 'form'>;
  children: ReactNode;
};

/** A step that saves profile fields: its form, Back, 'Skip for now' and 'Save and continue'. */
export function FieldsStepCard({ title, intro, navigation, step, children }: FieldsStepCardProps) {
  return (
    <StepCard
      title={title}
      intro={intro}
      isFocusedOnOpen={navigation.isFocusedOnOpen}
      onSubmit={step.onSubmit}
      formError={step.formError}
      onBack={navigation.onBack}
      onSkip={navigation.onNext}
      isBusy={step.isBusy}
      primary={
        <StepSubmit isBusy={step.isBusy}>
          {navigation.isLast ? 'Save and finish' : 'Save and continue'}
        </StepSubmit>
      }
    >
      {children}
    </StepCard>
  );
}

/** A step's submit button; keeps its label while busy so its accessible name stays stable. */
export function StepSubmit({ isBusy, children }: { isBusy: boolean; children: string }) {
  return (
    <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
      ) : null}
      {children}
    </Button>
  );
}

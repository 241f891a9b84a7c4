import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { SelfServiceRole } from '../../../../shared/roles.ts';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import { RetryAlert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { CompanyStep, FirstPostStep } from '../components/onboarding/employer-steps.tsx';
import { FactsStep, SkillsStep } from '../components/onboarding/jobseeker-steps.tsx';
import { PhotoStep } from '../components/onboarding/photo-step.tsx';
import { StepProgress } from '../components/onboarding/step-card.tsx';
import type { StepNavigation } from '../components/onboarding/step-form.ts';
import {
  ONBOARDING_FINISH_PATH,
  ONBOARDING_STEPS,
  type OnboardingStepId,
  stepIndexOf,
  stepQueryOf,
} from '../onboarding-steps.ts';

const HEADINGS: Record<SelfServiceRole, { title: string; intro: string }> = {
  jobseeker: {
    title: 'Set up your profile',
    intro: 'Three short steps help employers find you and decide to hire you.',
  },
  employer: {
    title: 'Set up your company',
    intro: 'Three short steps show jobseekers who they would be working for.',
  },
};

function StepBody({
  id,
  profile,
  navigation,
}: {
  id: OnboardingStepId;
  profile: Profile;
  navigation: StepNavigation;
}) {
  switch (id) {
    case 'facts':
      return <FactsStep profile={profile} {...navigation} />;
    case 'skills':
      return <SkillsStep profile={profile} {...navigation} />;
    case 'photo':
      return (
        <PhotoStep
          profile={profile}
          title="Add a photo"
          intro="A clear, friendly photo of your face makes your profile and applications stand out."
          picture="photo"
          {...navigation}
        />
      );
    case 'company':
      return <CompanyStep profile={profile} {...navigation} />;
    case 'logo':
      return (
        <PhotoStep
          profile={profile}
          title="Add your logo"
          intro="Your logo appears beside your company's name on your job posts and profile."
          picture="logo"
          {...navigation}
        />
      );
    case 'first-post':
      return <FirstPostStep {...navigation} />;
  }
}

function LoadingStep() {
  return (
    <Card aria-busy="true" className="mt-6 space-y-5 p-5 sm:p-8">
      <span className="sr-only">Loading your profile</span>
      <Skeleton className="block h-6 w-64 max-w-full" />
      <Skeleton className="block h-4 w-full" />
      <Skeleton className="block h-11 w-full" />
      <Skeleton className="block h-11 w-full" />
    </Card>
  );
}

/**
 * The steps of one role: the step is in the URL (`?step=2`), so Back, the browser's back button
 * and a reload agree; saving or skipping the last step leaves for the role's next page.
 */
function Onboarding({ userId, role }: { userId: string; role: SelfServiceRole }) {
  useDocumentTitle('Welcome');
  const profile = useQuery(profileQueryOptions(userId));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const steps = ONBOARDING_STEPS[role];
  const index = stepIndexOf(params.get('step'), steps.length);
  const step = steps[index] ?? steps[0];
  // The first step opens with the page (focus stays at the top); later ones move it to their heading.
  const hasMoved = useRef(false);

  const goTo = (next: number) => {
    hasMoved.current = true;
    void navigate({ search: stepQueryOf(next) });
  };
  const navigation: StepNavigation = {
    onNext: () =>
      index + 1 < steps.length ? goTo(index + 1) : void navigate(ONBOARDING_FINISH_PATH[role]),
    onBack: index > 0 ? () => goTo(index - 1) : undefined,
    isLast: index === steps.length - 1,
    isFocusedOnOpen: hasMoved.current,
  };

  let body: ReactNode;
  if (profile.isError) {
    body = (
      <RetryAlert className="mt-6" onRetry={() => void profile.refetch()}>
        {MESSAGES.ownProfileLoadFailed}
      </RetryAlert>
    );
  } else if (!profile.data || !step) {
    body = <LoadingStep />;
  } else {
    // Keyed by step: each opens with the saved profile, not the last step's form.
    body = <StepBody key={step.id} id={step.id} profile={profile.data} navigation={navigation} />;
  }

  const heading = HEADINGS[role];
  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Welcome to TalentBridge
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-neutral-900">{heading.title}</h1>
        <p className="mt-2 text-base text-neutral-600">
          {heading.intro} Skip anything you like: you can change all of it later on{' '}
          <TextLink to="/profile">My Profile</TextLink>.
        </p>
        <StepProgress steps={steps} index={index} />
        {body}
      </div>
    </Container>
  );
}

/**
 * /welcome (docs/decisions/038): where sign-up lands, and a helpful page at any later time. A
 * visitor is sent to sign in; an admin, who has no profile to set up, to the admin console.
 */
export function WelcomePage() {
  const { session } = useSessionState();
  if (!session) return <Navigate to="/login" replace />;
  const role = session.claims.role;
  if (role === 'admin') return <Navigate to="/admin" replace />;
  return <Onboarding key={session.claims.sub} userId={session.claims.sub} role={role} />;
}

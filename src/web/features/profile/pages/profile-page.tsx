import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { CompletenessField } from '../../../../shared/profile-completeness.ts';
import type { Role } from '../../../../shared/roles.ts';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import { ReviewsSection } from '../../../components/profile/reviews-section.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCategories } from '../../../lib/categories-query.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { ROLE_NAMES } from '../../../lib/role-names.ts';
import { useSessionState } from '../../../lib/session.ts';
import { BillingSection } from '../../billing/components/billing-section.tsx';
import { NotificationPreferencesSection } from '../../notifications/components/notification-preferences-section.tsx';
import { AccountActivitySection } from '../components/account-activity-section.tsx';
import { CompletenessCard } from '../components/completeness-card.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { IdentityDocumentSection } from '../components/identity-document-section.tsx';
import { OverviewCard } from '../components/overview-card.tsx';
import { ProfileDetailsCard } from '../components/profile-details-card.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { SignInRequired } from '../components/sign-in-required.tsx';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

function PageHeading({ userRole, action }: { userRole: Role | null; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">My Profile</p>
        {/* Spec section 2: the heading shows the role. */}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-neutral-900">
          {userRole ? `${ROLE_NAMES[userRole]} Profile` : 'My Profile'}
        </h1>
      </div>
      {action}
    </div>
  );
}

function SignedOut() {
  return (
    <Container className="py-10 sm:py-14">
      <PageHeading userRole={null} />
      <SignInRequired className="mt-8" />
    </Container>
  );
}

function LoadingLayout({ role }: { role: Role }) {
  return (
    <div aria-busy="true" className="mt-8 grid gap-6 lg:grid-cols-3 lg:items-start">
      <span className="sr-only">Loading your profile</span>
      <Card className="space-y-4 p-6">
        <Skeleton className="size-28 rounded-full" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-4 w-32" />
      </Card>
      <Card className="space-y-5 p-6 lg:col-span-2">
        <Skeleton className="h-6 w-48" />
        {Array.from({ length: role === 'admin' ? 4 : 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className="block h-4 w-full" />
        ))}
      </Card>
    </div>
  );
}

type OwnProfileProps = { userId: string; tokenRole: Role };

function OwnProfile({ userId, tokenRole }: OwnProfileProps) {
  const profile = useQuery(profileQueryOptions(userId));
  const role = profile.data?.role ?? tokenRole;
  // The jobseeker's category picker needs the list; other roles do not load it.
  const categories = useCategories({ enabled: role === 'jobseeker' });
  const [isEditing, setIsEditing] = useState(false);
  // The field the meter's next step opens the form at (docs/decisions/032).
  const [focusField, setFocusField] = useState<CompletenessField | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back in view mode, the focus returns to the button that opened the form.
  useEffect(() => {
    if (!isEditing && wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  const isLoading = profile.isPending || (role === 'jobseeker' && categories.isPending);
  const isFailed = profile.isError || (role === 'jobseeker' && categories.isError);

  const editButton =
    profile.data && !isEditing ? (
      <Button
        ref={editButtonRef}
        onClick={() => {
          setNotice(null);
          setFocusField(undefined);
          setIsEditing(true);
        }}
        className="self-start sm:self-auto"
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit Profile
      </Button>
    ) : null;

  let body: ReactNode;
  if (isFailed) {
    body = (
      <Alert
        className="mt-8"
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void profile.refetch();
              if (role === 'jobseeker') void categories.refetch();
            }}
          >
            Try again
          </Button>
        }
      >
        {MESSAGES.ownProfileLoadFailed}
      </Alert>
    );
  } else if (isLoading || !profile.data) {
    body = <LoadingLayout role={role} />;
  } else {
    body = (
      <Loaded
        profile={profile.data}
        categories={categories.data ?? []}
        isEditing={isEditing}
        focusField={focusField}
        onStep={(field) => {
          // The photo is uploaded beside the form, not in it.
          if (field === 'avatar') {
            document.querySelector<HTMLInputElement>('#profile-photo input[type="file"]')?.focus();
            return;
          }
          setNotice(null);
          setFocusField(field);
          setIsEditing(true);
        }}
        notice={notice}
        onDismissNotice={() => setNotice(null)}
        onSaved={({ emailChanged }) => {
          setIsEditing(false);
          setNotice(emailChanged ? MESSAGES.profileSavedEmailChanged : MESSAGES.profileSaved);
        }}
        onCancel={() => setIsEditing(false)}
      />
    );
  }

  return (
    <Container className="py-10 sm:py-14">
      <PageHeading userRole={role} action={isFailed ? null : editButton} />
      {body}
    </Container>
  );
}

type LoadedProps = {
  profile: Profile;
  categories: readonly { id: number; name: string }[];
  isEditing: boolean;
  focusField: CompletenessField | undefined;
  onStep: (field: CompletenessField) => void;
  notice: string | null;
  onDismissNotice: () => void;
  onSaved: (result: { emailChanged: boolean }) => void;
  onCancel: () => void;
};

function Loaded({
  profile,
  categories,
  isEditing,
  focusField,
  onStep,
  notice,
  onDismissNotice,
  onSaved,
  onCancel,
}: LoadedProps) {
  // Spec section 2: uploads, rating, verification and reviews are for jobseekers and employers.
  const isMember = profile.role !== 'admin';
  // Uploads' success messages go when the page changes mode (docs/decisions/043).
  const mode = isEditing ? 'edit' : 'view';
  return (
    <>
      {notice ? (
        <Alert tone="success" className="mt-6" onDismiss={onDismissNotice}>
          {notice}
        </Alert>
      ) : null}
      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:items-start">
        <OverviewCard profile={profile} mode={mode} />
        <div className="space-y-6 lg:col-span-2">
          {profile.completeness ? (
            <CompletenessCard completeness={profile.completeness} onStep={onStep} />
          ) : null}
          {isEditing ? (
            <ProfileForm
              profile={profile}
              categories={categories}
              focusField={focusField}
              onSaved={onSaved}
              onCancel={onCancel}
            />
          ) : (
            <ProfileDetailsCard profile={profile} />
          )}
          {isMember ? <IdentityDocumentSection profile={profile} mode={mode} /> : null}
          {isMember ? <ReviewsSection userId={profile.id} timeZone={profile.timezone} /> : null}
          {/* An employer's plan and payments (docs/decisions/055), at /profile#billing. */}
          {isEditing || profile.role !== 'employer' ? null : <BillingSection />}
          {/* Saved on its own, so it stays out of the edit form's way (docs/decisions/037). */}
          {isEditing ? null : <NotificationPreferencesSection />}
          {isEditing ? null : <TwoFactorSection userId={String(profile.id)} />}
          {isEditing ? null : <AccountActivitySection timeZone={profile.timezone} />}
          {isEditing ? null : <DeleteAccountSection />}
        </div>
      </div>
    </>
  );
}

/** My Profile (spec sections 2, 4 and 8): view and edit mode, uploads, reviews, deletion. */
export function ProfilePage() {
  useDocumentTitle('My Profile');
  const { session } = useSessionState();
  if (!session) return <SignedOut />;
  return (
    <OwnProfile
      key={session.claims.sub}
      userId={session.claims.sub}
      tokenRole={session.claims.role}
    />
  );
}

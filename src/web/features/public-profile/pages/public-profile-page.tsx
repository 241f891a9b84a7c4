import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Clock, Eye, Flag, Lock, Mail, Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { employerDisplayName } from '../../../../shared/company.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { EmployerJobs } from '../../../../shared/schemas/jobs.ts';
import type { PublicProfile } from '../../../../shared/schemas/profile.ts';
import { formatWindow } from '../../../../shared/working-hours.ts';
import { CompanyBadges, CompanyJobList } from '../../../components/profile/company.tsx';
import { DetailList } from '../../../components/profile/profile-details.tsx';
import { AverageRating } from '../../../components/profile/rating.tsx';
import { ReviewsSection } from '../../../components/profile/reviews-section.tsx';
import { RoleDetailRows } from '../../../components/profile/role-details.tsx';
import { SearchStatusBadge, talentFactItems } from '../../../components/profile/talent-facts.tsx';
import { UserAvatar } from '../../../components/profile/user-avatar.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { LocalDate } from '../../../components/ui/local-date.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError, DataShapeError } from '../../../lib/api.ts';
import { useIsHydrated } from '../../../lib/display-zone.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useEmployerJobs } from '../../../lib/employer-jobs-query.ts';
import { responsivenessText } from '../../../lib/job-text.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { usePublicProfile } from '../../../lib/public-profile-query.ts';
import { useResponsiveness } from '../../../lib/responsiveness-query.ts';
import { ROLE_NAMES } from '../../../lib/role-names.ts';
import { type Session, useSessionState } from '../../../lib/session.ts';
import { InviteButton } from '../../invitations/components/invite-button.tsx';
import { useRecordProfileView } from '../queries/use-record-profile-view.ts';

/** A positive whole number as the URL gives it, else null ('Invalid user ID.'). */
function parseUserId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * What went wrong loading the profile, by the server's error code (docs/decisions/029), and
 * whether trying again may help: not for a profile that is not there or an id that is not one.
 */
function loadError(error: unknown): { message: string; canRetry: boolean } {
  if (error instanceof ApiError && error.code === 'NOT_FOUND') {
    return { message: MESSAGES.profileNotFound, canRetry: false };
  }
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
    return { message: MESSAGES.invalidUserId, canRetry: false };
  }
  if (error instanceof DataShapeError) {
    return { message: MESSAGES.profileUnavailable, canRetry: false };
  }
  return { message: MESSAGES.publicProfileLoadFailed, canRetry: true };
}

/**
 * The time it is for the person right now, e.g. '14:05', from their zone's offset as the server
 * answered it: no Intl formatter, whose first one costs a phone a long task (docs/decisions/063).
 */
function localTime(offsetMinutes: number): string {
  const local = new Date(Date.now() + offsetMinutes * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/**
 * ' · 14:05 local time', once hydrated: a drawn page may be minutes old (docs/decisions/056). Its
 * own component, so that only this text is drawn again when hydration ends (docs/decisions/063).
 */
function LocalClock({ offsetMinutes }: { offsetMinutes: number }) {
  return useIsHydrated() ? (
    <span className="text-neutral-600">{` · ${localTime(offsetMinutes)} local time`}</span>
  ) : null;
}

/** A page-level state (bad id, loading, failure) with the page's one heading. */
function StatePanel({ children }: { children: ReactNode }) {
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">User profile</h1>
      <div className="mt-8">{children}</div>
    </Container>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-neutral-500">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

function ContactDetails({ email, isSignedIn }: { email: string | null; isSignedIn: boolean }) {
  if (isSignedIn && email) {
    return (
      <Fact icon={<Mail aria-hidden="true" className="size-4" />}>
        <a href={`mailto:${email}`} className="break-all text-brand-700 hover:underline">
          {email}
        </a>
      </Fact>
    );
  }
  if (isSignedIn) return null;
  // decisions.md: the e-mail address is for logged-in viewers only.
  return (
    <li className="mt-4 rounded-lg border border-neutral-200 bg-neutral-50 p-3">
      <p className="flex items-center gap-2 font-medium text-neutral-900">
        <Lock aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
        Contact details are for members
      </p>
      <p className="mt-1 text-neutral-600">
        <TextLink to="/login">Sign In</TextLink> or{' '}
        <TextLink to="/role-selection">create an account</TextLink> to see this person’s e-mail
        address.
      </p>
    </li>
  );
}

type LoadedProfileProps = {
  profile: PublicProfile;
  session: Session | null;
  viewerTimeZone: string | null;
};

function LoadedProfile({ profile, session, viewerTimeZone }: LoadedProfileProps) {
  const isOwn = session !== null && session.claims.sub === String(profile.id);
  const hasRoleDetails = profile.role === 'jobseeker' || profile.role === 'employer';
  const isEmployer = profile.role === 'employer';
  const displayName = isEmployer
    ? employerDisplayName({ username: profile.username, company_name: profile.company_name })
    : profile.username;
  // An employer's hires, open jobs and record of answering applicants (decisions/035, 036).
  const company = useEmployerJobs(isEmployer ? profile.id : null);
  const responsiveness = useResponsiveness(isEmployer ? profile.id : null);

  return (
    <Container className="py-10 sm:py-14">
      {isOwn ? (
        <Alert
          tone="info"
          className="mb-6"
          action={
            <TextLink to="/profile" className="inline-flex items-center gap-1">
              <Pencil aria-hidden="true" className="size-3.5" />
              Edit on My Profile
            </TextLink>
          }
        >
          This is how others see your profile.
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <Card className="overflow-hidden">
          <div className="h-16 bg-linear-to-r from-brand-600 to-brand-400" />
          <div className="-mt-10 px-5 pb-5 sm:px-6 sm:pb-6">
            <UserAvatar username={displayName} src={profile.avatar} size="xl" />
            <h1 className="mt-3 text-xl font-bold tracking-tight break-words text-neutral-900 sm:text-2xl">
              <BreakableText text={displayName} />
            </h1>
            {/* An employer is shown as their company, the username beside it (decisions/036). */}
            {displayName !== profile.username ? (
              <p className="mt-0.5 text-sm break-all text-neutral-600">@{profile.username}</p>
            ) : null}
            {profile.headline ? (
              <p className="mt-1 text-base break-words text-neutral-700">{profile.headline}</p>
            ) : null}
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <Badge tone="brand">{ROLE_NAMES[profile.role]}</Badge>
              {profile.role === 'employer' ? (
                <CompanyBadges
                  employer={{
                    identity_verified: profile.identity_verified,
                    verified_employer: profile.verified_employer,
                    hires: company.data?.employer.hires ?? null,
                  }}
                />
              ) : profile.identity_verified ? (
                <Badge tone="success">Identity verified</Badge>
              ) : null}
              <SearchStatusBadge status={profile.search_status} />
            </div>
            {profile.role !== 'admin' ? (
              <AverageRating value={profile.average_rating} className="mt-3" />
            ) : null}
            <ul className="mt-4 space-y-2 text-sm text-neutral-700">
              {/* The talent facts given (docs/decisions/032); a missing one shows nothing. */}
              {talentFactItems(profile).map(({ key, icon: Icon, name, text }) => (
                <Fact key={key} icon={<Icon aria-hidden="true" className="size-4" />}>
                  <span className="sr-only">{name}: </span>
                  {text}
                </Fact>
              ))}
              {session !== null ? <ContactDetails email={profile.email} isSignedIn /> : null}
              {profile.timezone ? (
                <Fact icon={<Clock aria-hidden="true" className="size-4" />}>
                  {profile.timezone}
                  {profile.utc_offset_minutes !== null ? (
                    <LocalClock offsetMinutes={profile.utc_offset_minutes} />
                  ) : null}
                </Fact>
              ) : null}
              {profile.working_hours ? (
                <Fact icon={<Clock aria-hidden="true" className="size-4" />}>
                  Works {formatWindow(profile.working_hours)}
                  <span className="text-neutral-600"> local time</span>
                </Fact>
              ) : null}
              <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />}>
                Member since <LocalDate value={profile.created_at} zone={viewerTimeZone} />
              </Fact>
              {responsiveness.data ? (
                <Fact icon={<Clock aria-hidden="true" className="size-4" />}>
                  {responsivenessText(responsiveness.data)}
                </Fact>
              ) : null}
              {profile.role === 'jobseeker' ? (
                <Fact icon={<Eye aria-hidden="true" className="size-4" />}>
                  {profile.profile_views === 1
                    ? '1 profile view'
                    : `${profile.profile_views} profile views`}
                </Fact>
              ) : null}
              {session === null ? <ContactDetails email={null} isSignedIn={false} /> : null}
            </ul>
            {profile.role === 'jobseeker' ? (
              <InviteButton invitee={profile} fullWidth className="mt-5" />
            ) : null}
            {session !== null && !isOwn ? (
              <div className="mt-5 border-t border-neutral-200 pt-4">
                <Link
                  to={`/complaint?type=profile&id=${profile.id}`}
                  className={buttonStyles({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
                >
                  <Flag aria-hidden="true" className="size-4" />
                  Report Profile
                </Link>
              </div>
            ) : null}
          </div>
        </Card>
        <div className="space-y-6 lg:col-span-2">
          {hasRoleDetails ? (
            <Card className="p-5 sm:p-6">
              <section aria-labelledby="about-heading">
                <h2 id="about-heading" className="text-lg font-semibold text-neutral-900">
                  {profile.role === 'employer' ? 'About the company' : 'Skills and experience'}
                </h2>
                <div className="mt-5">
                  <DetailList>
                    <RoleDetailRows profile={profile} />
                  </DetailList>
                </div>
              </section>
            </Card>
          ) : null}
          {profile.role === 'employer' ? (
            <OpenJobs name={displayName} jobs={company.data} isError={company.isError} />
          ) : null}
          {profile.role !== 'admin' ? (
            <ReviewsSection userId={profile.id} timeZone={viewerTimeZone} />
          ) : null}
        </div>
      </div>
    </Container>
  );
}

/** The company's open jobs, newest first (docs/decisions/036). */
function OpenJobs({
  name,
  jobs,
  isError,
}: {
  name: string;
  jobs: EmployerJobs | undefined;
  isError: boolean;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="open-jobs-heading">
        <h2 id="open-jobs-heading" className="text-lg font-semibold break-words text-neutral-900">
          Open jobs at {name}
        </h2>
        {isError ? (
          <p className="mt-3 text-sm text-neutral-600">{MESSAGES.employerJobsLoadFailed}</p>
        ) : !jobs ? (
          <div aria-busy="true" className="mt-4 space-y-3">
            <Skeleton className="block h-4 w-2/3" />
            <Skeleton className="block h-4 w-1/2" />
          </div>
        ) : jobs.data.length === 0 ? (
          <p className="mt-3 text-sm text-neutral-600">No open jobs right now.</p>
        ) : (
          <>
            <CompanyJobList jobs={jobs.data} className="mt-4" />
            {jobs.total > jobs.data.length ? (
              <p className="mt-3 text-xs text-neutral-600">
                The {jobs.data.length} newest of {jobs.total} open jobs.
              </p>
            ) : null}
          </>
        )}
      </section>
    </Card>
  );
}

function LoadingProfile() {
  return (
    <StatePanel>
      <div aria-busy="true" className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <Card className="space-y-4 p-6">
          {/* Spec section 8: 'Loading...' */}
          <p className="text-sm font-medium text-neutral-600">Loading...</p>
          <Skeleton className="size-28 rounded-full" />
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-56" />
        </Card>
        <Card className="space-y-4 p-6 lg:col-span-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="block h-4 w-full" />
          <Skeleton className="block h-4 w-full" />
          <Skeleton className="block h-4 w-2/3" />
        </Card>
      </div>
    </StatePanel>
  );
}

/** Public profile /users/{id} (spec sections 2, 4 and 8). */
export function PublicProfilePage() {
  const params = useParams();
  const userId = parseUserId(params.id);
  const { session } = useSessionState();
  const profile = usePublicProfile(userId);
  // The viewer's own profile is usually cached already (the header greets with it).
  const viewer = useQuery({
    ...profileQueryOptions(session?.claims.sub ?? ''),
    enabled: session !== null && session.claims.role !== 'admin',
  });
  const record = useRecordProfileView();
  const recordedFor = useRef<number | null>(null);
  useDocumentTitle(
    profile.data
      ? profile.data.role === 'employer'
        ? employerDisplayName(profile.data)
        : profile.data.username
      : 'User profile',
  );

  const loaded = profile.data;
  const isOwn =
    session !== null && loaded !== undefined && session.claims.sub === String(loaded.id);
  // A member's drawn page is read again as themselves (docs/decisions/056): the view is recorded
  // once that read is back, so its count cannot overwrite the one the recording gives.
  const isRereading = profile.isFetching;
  useEffect(() => {
    // Spec section 4: a jobseeker's profile records a view once it has loaded; never your own.
    if (loaded?.role !== 'jobseeker' || isOwn || isRereading) return;
    if (recordedFor.current === loaded.id) return;
    recordedFor.current = loaded.id;
    record(loaded.id);
  }, [loaded, isOwn, isRereading, record]);

  if (userId === null) {
    return (
      <StatePanel>
        <Alert>{MESSAGES.invalidUserId}</Alert>
      </StatePanel>
    );
  }
  if (profile.isPending) return <LoadingProfile />;
  if (profile.isError) {
    const { message, canRetry } = loadError(profile.error);
    return (
      <StatePanel>
        <Alert
          action={
            canRetry ? (
              <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
                Try again
              </Button>
            ) : (
              <TextLink to="/find-talent">Find Talent</TextLink>
            )
          }
        >
          {message}
        </Alert>
      </StatePanel>
    );
  }
  if (!loaded) {
    return (
      <StatePanel>
        <Alert>{MESSAGES.profileUnavailable}</Alert>
      </StatePanel>
    );
  }
  return (
    <LoadedProfile
      profile={loaded}
      session={session}
      viewerTimeZone={viewer.data?.timezone ?? null}
    />
  );
}

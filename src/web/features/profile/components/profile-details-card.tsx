import { BadgeCheck, CircleAlert, MailQuestion } from 'lucide-react';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import {
  DetailList,
  DetailRow,
  NotSpecified,
} from '../../../components/profile/profile-details.tsx';
import { RoleDetailRows } from '../../../components/profile/role-details.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { currencyLabel } from '../../../lib/currencies.ts';
import { useUpdateProfile } from '../queries/use-update-profile.ts';
import { TalentFactRows } from './talent-fact-rows.tsx';

/**
 * A new address waiting for its link (docs/decisions/008): the old one stays the login until
 * then, and the change can be dropped here.
 */
function PendingEmail({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  return (
    <span className="mt-2 block rounded-md border border-warning-200 bg-warning-50 px-3 py-2 text-sm text-warning-800">
      <span className="flex items-start gap-2">
        <MailQuestion aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">
          Changing to <span className="font-medium break-all">{profile.pending_email}</span>: click
          the link we sent there. Until then, sign in with the address above.
        </span>
      </span>
      <span className="mt-2 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ email: profile.email })}
        >
          Cancel change
        </Button>
        {update.isError ? (
          <span role="alert" className="text-danger-700">
            {errorMessage(update.error, MESSAGES.profileUpdateFailed)}
          </span>
        ) : null}
      </span>
    </span>
  );
}

/** View mode of My Profile: every field the person can edit, as it is saved. */
export function ProfileDetailsCard({ profile }: { profile: Profile }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="profile-details-heading">
        <h2 id="profile-details-heading" className="text-lg font-semibold text-neutral-900">
          Profile details
        </h2>
        <div className="mt-5">
          <DetailList>
            <DetailRow label="Username">{profile.username}</DetailRow>
            <DetailRow label="Email">
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="break-all">{profile.email}</span>
                {profile.email_verified ? (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-success-700">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    Verified
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-warning-800">
                    <CircleAlert aria-hidden="true" className="size-4" />
                    Not verified yet
                  </span>
                )}
              </span>
              {profile.pending_email ? <PendingEmail profile={profile} /> : null}
            </DetailRow>
            <DetailRow label="Time zone">{profile.timezone ?? <NotSpecified />}</DetailRow>
            <DetailRow label="Currency">
              {profile.currency ? currencyLabel(profile.currency) : <NotSpecified />}
            </DetailRow>
            <TalentFactRows profile={profile} />
            <RoleDetailRows profile={profile} />
          </DetailList>
        </div>
      </section>
    </Card>
  );
}

import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import {
  DetailList,
  DetailRow,
  NotSpecified,
} from '../../../components/profile/profile-details.tsx';
import { RoleDetailRows } from '../../../components/profile/role-details.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { currencyLabel } from '../../../lib/currencies.ts';

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
            </DetailRow>
            <DetailRow label="Time zone">{profile.timezone ?? <NotSpecified />}</DetailRow>
            <DetailRow label="Currency">
              {profile.currency ? currencyLabel(profile.currency) : <NotSpecified />}
            </DetailRow>
            <RoleDetailRows profile={profile} />
          </DetailList>
        </div>
      </section>
    </Card>
  );
}

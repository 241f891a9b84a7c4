import { CalendarDays, Eye, Mail } from 'lucide-react';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import { AverageRating } from '../../../components/profile/rating.tsx';
import { UserAvatar } from '../../../components/profile/user-avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/date.ts';
import { ROLE_NAMES } from '../../../lib/role-names.ts';
import { useUploadAvatar } from '../queries/use-upload-avatar.ts';
import { AVATAR_RULE } from '../upload-rules.ts';
import { FileUploadForm } from './file-upload-form.tsx';

/**
 * Who the person is at a glance: photo, name, role, rating; and the photo upload. `mode` is the
 * page's (view or edit): a change clears the upload's success message.
 */
export function OverviewCard({ profile, mode }: { profile: Profile; mode?: string }) {
  const upload = useUploadAvatar();
  const canUpload = profile.role !== 'admin';
  return (
    <Card className="overflow-hidden">
      <div className="h-16 bg-linear-to-r from-brand-600 to-brand-400" />
      <div className="-mt-10 px-5 pb-5 sm:px-6 sm:pb-6">
        <UserAvatar username={profile.username} src={profile.avatar} size="xl" />
        <h2 className="mt-3 text-lg font-semibold break-words text-neutral-900 sm:text-xl">
          <BreakableText text={profile.username} />
        </h2>
        {profile.headline ? (
          <p className="mt-0.5 text-sm break-words text-neutral-700">{profile.headline}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Badge tone="brand">{ROLE_NAMES[profile.role]}</Badge>
          {profile.role !== 'admin' ? <AverageRating value={profile.average_rating} /> : null}
        </div>
        <ul className="mt-4 space-y-2 text-sm text-neutral-700">
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
            <span className="min-w-0 truncate">{profile.email}</span>
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
            Member since {formatDate(profile.created_at, profile.timezone)}
          </li>
          {profile.role === 'jobseeker' ? (
            <li className="flex items-center gap-2">
              <Eye aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
              {profile.profile_views === 1
                ? '1 profile view'
                : `${profile.profile_views} profile views`}
            </li>
          ) : null}
        </ul>
        {canUpload ? (
          <div id="profile-photo" className="mt-5 border-t border-neutral-200 pt-5">
            <h3 className="mb-3 text-sm font-semibold text-neutral-900">Profile photo</h3>
            <FileUploadForm
              label={profile.avatar ? 'Choose a new photo' : 'Choose a photo'}
              hint="JPEG, JPG or PNG, up to 5 MB. Everyone can see your photo."
              buttonLabel="Upload Avatar"
              rule={AVATAR_RULE}
              upload={upload.mutateAsync}
              isUploading={upload.isPending}
              successMessage={MESSAGES.avatarUploaded}
              failureMessage={MESSAGES.avatarUploadFailed}
              mode={mode}
            />
          </div>
        ) : null}
      </div>
    </Card>
  );
}

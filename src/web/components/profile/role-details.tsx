import type { PublicProfile } from '../../../shared/schemas/profile.ts';
import { ChipList, DetailRow, ExternalUrl, TextValue } from './profile-details.tsx';

type RoleFields = Pick<
  PublicProfile,
  | 'role'
  | 'company_name'
  | 'company_info'
  | 'referral_link'
  | 'skills'
  | 'categories'
  | 'experience'
  | 'portfolio'
  | 'video_intro'
>;

/** The rows only employers (company) or only jobseekers (skills and work) have (spec section 3). */
export function RoleDetailRows({ profile }: { profile: RoleFields }) {
  if (profile.role === 'employer') {
    return (
      <>
        <DetailRow label="Company name">
          <TextValue value={profile.company_name} />
        </DetailRow>
        <DetailRow label="Company info">
          <TextValue value={profile.company_info} />
        </DetailRow>
        <DetailRow label="Referral link">
          <ExternalUrl href={profile.referral_link} />
        </DetailRow>
      </>
    );
  }
  if (profile.role === 'jobseeker') {
    return (
      <>
        <DetailRow label="Skills">
          <ChipList label="Skills" items={profile.skills} />
        </DetailRow>
        <DetailRow label="Categories">
          <ChipList label="Categories" items={profile.categories.map((c) => c.name)} />
        </DetailRow>
        <DetailRow label="Experience">
          <TextValue value={profile.experience} />
        </DetailRow>
        <DetailRow label="Portfolio">
          <ExternalUrl href={profile.portfolio} />
        </DetailRow>
        <DetailRow label="Video intro">
          <ExternalUrl href={profile.video_intro} />
        </DetailRow>
      </>
    );
  }
  return null;
}

import type { Profile } from '../../../../shared/schemas/profile.ts';
import {
  formatAvailability,
  formatHourlyRate,
  SEARCH_STATUS_LABELS,
} from '../../../../shared/talent-facts.ts';
import { formatWindow } from '../../../../shared/working-hours.ts';
import {
  ChipList,
  DetailRow,
  NotSpecified,
  TextValue,
} from '../../../components/profile/profile-details.tsx';
import { countryName } from '../../../lib/countries.ts';

/**
 * A jobseeker's talent facts in the details of My Profile (docs/decisions/032): like every field
 * the owner can edit, a missing one says 'Not specified' here, where others see nothing.
 */
export function TalentFactRows({ profile }: { profile: Profile }) {
  if (profile.role !== 'jobseeker') return null;
  const { hourly_rate, availability, search_status, country } = profile;
  return (
    <>
      <DetailRow label="Headline">
        <TextValue value={profile.headline} />
      </DetailRow>
      <DetailRow label="Hourly rate">
        {hourly_rate === null ? <NotSpecified /> : formatHourlyRate(hourly_rate)}
      </DetailRow>
      <DetailRow label="Availability">
        {availability === null ? <NotSpecified /> : formatAvailability(availability)}
      </DetailRow>
      <DetailRow label="Search status">
        {search_status ? SEARCH_STATUS_LABELS[search_status] : <NotSpecified />}
      </DetailRow>
      <DetailRow label="Working hours">
        {profile.working_hours ? (
          formatWindow(profile.working_hours, profile.timezone)
        ) : (
          <NotSpecified />
        )}
      </DetailRow>
      <DetailRow label="Country">{country ? countryName(country) : <NotSpecified />}</DetailRow>
      <DetailRow label="Languages">
        <ChipList label="Languages" items={profile.languages} />
      </DetailRow>
    </>
  );
}

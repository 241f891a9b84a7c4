import { BadgeCheck, Star } from 'lucide-react';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { JobPostApplication } from '../../../../shared/schemas/applications.ts';
import { UserAvatar } from '../../../components/profile/user-avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { salaryPerHr } from '../../../lib/job-text.ts';
import { matchingSkills } from '../review.ts';

const SKILLS_SHOWN = 6;

/**
 * Who applied, as an employer judges them (docs/decisions/035): picture, name, rating, the
 * identity badge and their skills, those the post asks for first and highlighted.
 */
export function ApplicantCell({
  application,
  requiredSkills,
}: {
  application: JobPostApplication;
  requiredSkills: string[];
}) {
  const name = application.username || MESSAGES.unknownUser;
  const {
    rating,
    review_count: reviews,
    skills,
    identity_verified: isVerified,
  } = application.applicant;
  const matches = matchingSkills(skills, requiredSkills);
  const ordered = [...skills].sort((a, b) => Number(matches.has(b)) - Number(matches.has(a)));
  return (
    <div className="flex items-start gap-3">
      <UserAvatar username={name} src={application.avatar} size="md" className="ring-0" />
      <div className="min-w-0 space-y-1">
        <TextLink to={`/users/${application.user_id}`} className="font-semibold break-words">
          {name}
        </TextLink>
        {application.applicant.headline ? (
          <p className="text-sm font-normal break-words text-neutral-700">
            {application.applicant.headline}
          </p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs font-normal text-neutral-600">
          {rating !== null ? (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-3.5 fill-warning-500 text-warning-500" />
              <span className="font-semibold text-neutral-800">{rating.toFixed(1)}</span>
              <span>
                ({reviews} {reviews === 1 ? 'review' : 'reviews'})
              </span>
            </span>
          ) : (
            <span>No reviews yet</span>
          )}
          {application.applicant.hourly_rate !== null ? (
            <span>Usually {salaryPerHr(application.applicant.hourly_rate)}</span>
          ) : null}
          {isVerified ? (
            <span className="inline-flex items-center gap-1 text-success-800">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              ID verified
            </span>
          ) : null}
        </p>
        {ordered.length > 0 ? (
          <ul aria-label="Skills" className="flex flex-wrap gap-1 pt-0.5">
            {ordered.slice(0, SKILLS_SHOWN).map((skill) => (
              <li key={skill}>
                <Badge tone={matches.has(skill) ? 'brand' : 'neutral'}>
                  {skill}
                  {matches.has(skill) ? <span className="sr-only"> (asked for)</span> : null}
                </Badge>
              </li>
            ))}
            {ordered.length > SKILLS_SHOWN ? (
              <li className="text-xs text-neutral-600">+{ordered.length - SKILLS_SHOWN}</li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

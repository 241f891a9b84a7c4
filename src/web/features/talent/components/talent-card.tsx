import { BriefcaseBusiness, Clock, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Talent } from '../../../../shared/schemas/talents.ts';
import { formatWindow } from '../../../../shared/working-hours.ts';
import { StarRating } from '../../../components/profile/rating.tsx';
import { SearchStatusBadge, TalentFactLine } from '../../../components/profile/talent-facts.tsx';
import { UserAvatar } from '../../../components/profile/user-avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { InviteButton } from '../../invitations/components/invite-button.tsx';

/** How many skills a card lists before '+N more'. */
const SHOWN_SKILLS = 8;

/**
 * One talent (spec section 2, Find Talent): avatar, username, the rating in whole stars (rounded
 * down), skills, experience, profile views, categories and View Profile; and the talent facts
 * given (docs/decisions/032): headline, search status, rate, country, hours and languages.
 */
export function TalentCard({ talent }: { talent: Talent }) {
  const rating = talent.average_rating;
  const views = talent.profile_views;
  const headingId = `talent-${talent.id}-name`;
  const hiddenSkills = talent.skills.length - SHOWN_SKILLS;

  return (
    <Card className="flex h-full flex-col p-5">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="flex items-start gap-3">
          <UserAvatar username={talent.username} src={talent.avatar} size="md" className="ring-0" />
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold break-words text-neutral-900">
              <BreakableText text={talent.username} />
            </h2>
            <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-600">
              {rating === null ? (
                <span>{MESSAGES.notRated}</span>
              ) : (
                <>
                  <StarRating rating={Math.floor(rating)} />
                  <span>{rating.toFixed(1)}</span>
                </>
              )}
              <SearchStatusBadge status={talent.search_status} />
            </div>
          </div>
        </div>

        {talent.headline ? (
          <p className="mt-3 line-clamp-2 text-sm font-medium break-words text-neutral-900">
            {talent.headline}
          </p>
        ) : null}
        <TalentFactLine facts={talent} className="mt-3" />
        {talent.working_hours || talent.overlap_hours !== undefined ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-700">
            <Clock aria-hidden="true" className="size-4 text-neutral-500" />
            <span>
              {talent.working_hours ? (
                <>
                  <span className="sr-only">Working hours: </span>
                  {formatWindow(talent.working_hours, talent.timezone)}
                </>
              ) : (
                'No working hours given'
              )}
            </span>
            {typeof talent.overlap_hours === 'number' ? (
              <Badge tone={talent.overlap_hours > 0 ? 'success' : 'neutral'}>
                {talent.overlap_hours} h overlap
              </Badge>
            ) : null}
          </p>
        ) : null}

        {talent.skills.length > 0 ? (
          <ul aria-label="Skills" className="mt-4 flex flex-wrap gap-1.5">
            {talent.skills.slice(0, SHOWN_SKILLS).map((skill) => (
              <li key={skill}>
                <Badge tone="brand">{skill}</Badge>
              </li>
            ))}
            {hiddenSkills > 0 ? (
              <li>
                <Badge>+{hiddenSkills} more</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}

        {/* The card's free height goes to a box around the text: on the text itself it would
            show the top of a fourth line under the three the clamp keeps. */}
        <div className="mt-3 flex-1">
          <p className="line-clamp-3 text-sm leading-6 break-words text-neutral-700">
            <BriefcaseBusiness
              aria-hidden="true"
              className="mr-1.5 inline size-4 align-[-0.2em] text-neutral-500"
            />
            <span className="sr-only">Experience: </span>
            {talent.experience?.trim() || MESSAGES.notSpecified}
          </p>
        </div>

        {talent.categories.length > 0 ? (
          <p className="mt-3 text-xs text-neutral-600">
            <span className="font-medium text-neutral-700">Categories: </span>
            {talent.categories.map((category) => category.name).join(', ')}
          </p>
        ) : null}

        <div className="mt-4 flex items-center justify-between gap-3 border-t border-neutral-100 pt-3">
          <span className="inline-flex items-center gap-1.5 text-sm text-neutral-600">
            <Eye aria-hidden="true" className="size-4 text-neutral-500" />
            {views === 1 ? '1 profile view' : `${views} profile views`}
          </span>
          <Link
            to={`/users/${talent.id}`}
            aria-label={`View Profile of ${talent.username}`}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            View Profile
          </Link>
        </div>
        <InviteButton invitee={talent} fullWidth className="mt-3" />
      </article>
    </Card>
  );
}

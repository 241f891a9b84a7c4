import { Link } from 'react-router';
import { jobPagePath } from '../../../shared/job-slug.ts';
import type { Complaint } from '../../lib/complaints.ts';
import { Badge } from '../ui/badge.tsx';
import { BreakableText } from '../ui/breakable-text.tsx';
import { textLinkStyles } from '../ui/text-link.tsx';

const STATUS_TONES = { Pending: 'warning', Resolved: 'success', Rejected: 'neutral' } as const;

/** A complaint's status: Pending, Resolved or Rejected (spec section 3). */
export function ComplaintStatusBadge({ status }: { status: Complaint['status'] }) {
  return <Badge tone={STATUS_TONES[status]}>{status}</Badge>;
}

/**
 * What a complaint is about: a link to the job post (its title) or to the profile (its owner's
 * name; with `isProfileNamed` it reads 'Profile of <name>', docs/decisions/040 and 042), and
 * `fallback` when the target is gone.
 */
export function ComplaintTarget({
  complaint,
  fallback,
  isProfileNamed = false,
}: {
  complaint: Complaint;
  fallback: string;
  isProfileNamed?: boolean;
}) {
  if (complaint.job_post_id !== null) {
    return (
      <Link
        to={
          complaint.job_post
            ? jobPagePath(complaint.job_post_id, complaint.job_post.title)
            : `/jobs/${complaint.job_post_id}`
        }
        className={textLinkStyles}
      >
        {complaint.job_post?.title ?? `Job post #${complaint.job_post_id}`}
      </Link>
    );
  }
  if (complaint.profile_id !== null) {
    return (
      <Link to={`/users/${complaint.profile_id}`} className={textLinkStyles}>
        {complaint.profile ? (
          <>
            {isProfileNamed ? 'Profile of ' : null}
            <BreakableText text={complaint.profile.username} />
          </>
        ) : (
          `Profile #${complaint.profile_id}`
        )}
      </Link>
    );
  }
  return <>{fallback}</>;
}

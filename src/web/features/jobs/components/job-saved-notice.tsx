import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { announce } from '../../../lib/announce.ts';

/** What Post a Job and Edit hand to My Job Posts in the history entry's state. */
export type JobSavedState = {
  jobSaved: {
    kind: 'posted' | 'updated';
    title: string;
    isPendingReview: boolean;
    /** Held for its risk findings (docs/decisions/045): the review looks at those sentences. */
    isHeld: boolean;
  };
};

/** The state that opens My Job Posts with the notice for a post just posted or edited. */
export function jobSavedState(
  kind: JobSavedState['jobSaved']['kind'],
  post: Pick<JobPost, 'title' | 'pending_review' | 'risk_flags'>,
): JobSavedState {
  return {
    jobSaved: {
      kind,
      title: post.title,
      isPendingReview: post.pending_review,
      isHeld: post.pending_review && (post.risk_flags?.length ?? 0) > 0,
    },
  };
}

/** How long the notice stays before it goes by itself; it can be dismissed sooner. */
const NOTICE_MS = 10_000;

function readState(state: unknown): JobSavedState['jobSaved'] | null {
  const saved = (state as Partial<JobSavedState> | null)?.jobSaved;
  return saved && typeof saved.title === 'string' ? saved : null;
}

/**
 * The confirmation after posting or editing a job (docs/decisions/040), in the app's alert: read
 * out politely (role status), gone after ten seconds or when dismissed, and taken out of the
 * history entry so that a reload or Back does not show it again.
 */
export function JobSavedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => readState(location.state));

  useEffect(() => {
    const next = readState(location.state);
    if (!next) return;
    setSaved(next);
    // Drawn with the new page, the alert is not a change a screen reader hears: the shell's live
    // region says it, after the page's title (docs/decisions/061).
    announce(noticeText(next));
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  if (!saved) return null;
  return (
    <Alert
      tone={saved.isHeld ? 'warning' : 'success'}
      onDismiss={() => setSaved(null)}
      className="mt-6"
      isAnnounced={false}
    >
      {noticeText(saved)}
    </Alert>
  );
}

function noticeText(saved: JobSavedState['jobSaved']): string {
  const done =
    saved.kind === 'posted'
      ? `“${saved.title}” is posted.`
      : `Your changes to “${saved.title}” are saved.`;
  const next = saved.isHeld
    ? ' It is held for review because some sentences break our posting rules (listed on the post below): a moderator reads them before it appears in search.'
    : saved.isPendingReview
      ? ' Our team reviews it before it appears in search, usually within a day.'
      : '';
  return `${done}${next}`;
}

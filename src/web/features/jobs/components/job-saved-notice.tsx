import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';

/** What Post a Job and Edit hand to My Job Posts in the history entry's state. */
export type JobSavedState = {
  jobSaved: { kind: 'posted' | 'updated'; title: string; isPendingReview: boolean };
};

/** The state that opens My Job Posts with the notice for a post just posted or edited. */
export function jobSavedState(
  kind: JobSavedState['jobSaved']['kind'],
  post: { title: string; pending_review: boolean },
): JobSavedState {
  return { jobSaved: { kind, title: post.title, isPendingReview: post.pending_review } };
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
    if (!readState(location.state)) return;
    setSaved(readState(location.state));
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  if (!saved) return null;
  const done =
    saved.kind === 'posted'
      ? `“${saved.title}” is posted.`
      : `Your changes to “${saved.title}” are saved.`;
  const next = saved.isPendingReview
    ? ' Our team reviews it before it appears in search, usually within a day.'
    : '';
  return (
    <Alert tone="success" onDismiss={() => setSaved(null)} className="mt-6">
      {done}
      {next}
    </Alert>
  );
}

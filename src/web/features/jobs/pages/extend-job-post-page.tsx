import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { JOB_POST_LIFETIME_DAYS } from '../../../../shared/job-expiry.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLinkToken } from '../../account-email/mailed-link.ts';
import { useExtendByLink, useExtendLink } from '../queries/use-extend-link.ts';

/** "January 26, 2027", in the browser's zone: the reader may not be signed in. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

const myJobPosts = <TextLink to="/my-job-posts">Go to My Job Posts</TextLink>;

/**
 * /job-posts/extend?token=: the button of the reminder a week before a post closes
 * (docs/decisions/058). It shows the post and waits for the button, so a mail scanner opening
 * the link extends nothing; a second press, or a post extended since, changes nothing.
 */
export function ExtendJobPostPage() {
  useDocumentTitle('Keep your job post open');
  const token = useLinkToken();
  const link = useExtendLink(token);
  const extend = useExtendByLink();

  let body: ReactNode;
  if (token === null) {
    body = <Alert action={myJobPosts}>{MESSAGES.jobExtendTokenMissing}</Alert>;
  } else if (link.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
        Checking your link...
      </p>
    );
  } else if (link.isError) {
    body = (
      <Alert action={myJobPosts}>{errorMessage(link.error, MESSAGES.jobExtendTokenMissing)}</Alert>
    );
  } else if (extend.isSuccess || link.data.already_extended) {
    const done = extend.data ?? link.data;
    body = (
      <Alert tone="success" action={myJobPosts}>
        {extend.isSuccess && !done.already_extended ? 'Done: ' : 'Already extended: '}“{done.title}”
        stays open until {longDate(done.expires_at)}.
      </Alert>
    );
  } else {
    body = (
      <div className="space-y-5">
        <p className="text-sm leading-6 text-neutral-700">
          “<span className="font-medium text-neutral-900">{link.data.title}</span>” closes by itself
          on {longDate(link.data.expires_at)}. Still hiring? Keep it open for{' '}
          {JOB_POST_LIFETIME_DAYS} more days from today; nothing else about the post changes.
        </p>
        {extend.isError ? (
          <Alert>{errorMessage(extend.error, MESSAGES.jobExtendFailed)}</Alert>
        ) : null}
        <Button className="w-full" disabled={extend.isPending} onClick={() => extend.mutate(token)}>
          {extend.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          Keep it open for {JOB_POST_LIFETIME_DAYS} more days
        </Button>
      </div>
    );
  }
  return <AuthCard title="Keep your job post open">{body}</AuthCard>;
}

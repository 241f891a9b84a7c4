import { CircleCheck, Plus, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { INVITATION_MESSAGE_MAX_LENGTH } from '../../../../shared/invitations.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { inviteBodySchema } from '../../../../shared/schemas/invitations.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { groupDigits } from '../../../lib/number-text.ts';
import { useInvite, useOpenPosts, useSentTo } from '../queries/use-invite.ts';

export type Invitee = { id: number; username: string };

type Errors = { job?: string; message?: string; form?: string };

const defaultMessage = (username: string) =>
  `Hi ${username}, I came across your profile and think you would be a great fit for this job. I would love to see your application.`;

/**
 * Where a refusal belongs (docs/decisions/029: by code and field, never by text): a field the
 * server named; a conflict or "not yours" about the chosen post beside the post; the daily limit
 * and anything else above the buttons.
 */
function placeRefusal(error: unknown): Errors {
  const text = errorMessage(error, MESSAGES.invitationSendFailed);
  if (!(error instanceof ApiError)) return { form: text };
  if (error.field === 'message') return { message: text };
  if (error.field === 'job_post_id' || error.code === 'CONFLICT' || error.code === 'FORBIDDEN') {
    return { job: text };
  }
  return { form: text };
}

type InviteFormProps = { invitee: Invitee; onClose: () => void; onSent: () => void };

function InviteForm({ invitee, onClose, onSent }: InviteFormProps) {
  const posts = useOpenPosts({ enabled: true });
  const sent = useSentTo(invitee.id, { enabled: true });

  if (posts.isPending || sent.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p className="sr-only">Loading...</p>
        <Skeleton className="block h-11 w-full" />
        <Skeleton className="block h-28 w-full" />
      </div>
    );
  }
  if (posts.isError) {
    return (
      <Alert
        action={
          <Button variant="secondary" size="sm" onClick={() => void posts.refetch()}>
            Try again
          </Button>
        }
      >
        {loadErrorMessage(posts.error, MESSAGES.invitationPostsLoadFailed)}
      </Alert>
    );
  }
  if (posts.data.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-neutral-700">
          You have no open job posts to invite {invitee.username} to. Invitations go to your Active
          posts once an admin has approved them.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Link to="/post-job" className={buttonStyles()}>
            <Plus aria-hidden="true" className="size-4" />
            Post a Job
          </Link>
        </div>
      </div>
    );
  }
  const offered = new Set(sent.data?.map((invitation) => invitation.job_post.id) ?? []);
  return (
    <LoadedForm
      invitee={invitee}
      posts={posts.data}
      offered={offered}
      onClose={onClose}
      onSent={onSent}
    />
  );
}

type LoadedFormProps = InviteFormProps & { posts: JobPost[]; offered: ReadonlySet<number> };

function LoadedForm({ invitee, posts, offered, onClose, onSent }: LoadedFormProps) {
  const invite = useInvite();
  const [jobId, setJobId] = useState('');
  const [message, setMessage] = useState(() => defaultMessage(invitee.username));
  const [errors, setErrors] = useState<Errors>({});
  const selectRef = useRef<HTMLSelectElement>(null);
  // The dialog opened on a loading state: the first field takes the focus once it is there.
  useEffect(() => selectRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = inviteBodySchema.safeParse({ job_post_id: jobId, user_id: invitee.id, message });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'job_post_id') next.job = MESSAGES.invitationJobRequired;
        else if (issue.path[0] === 'message') next.message = issue.message;
        else next.form = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: onSent,
      onError: (error) => setErrors(placeRefusal(error)),
    });
  };

  const length = message.trim().length;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field
        label="Job post"
        error={errors.job}
        hint="Your Active, approved posts. A person is invited to each post once."
      >
        {(control) => (
          <Select
            {...control}
            ref={selectRef}
            value={jobId}
            onChange={(event) => {
              setJobId(event.target.value);
              setErrors(({ job: _job, ...rest }) => rest);
            }}
          >
            <option value="">Choose a job post</option>
            {posts.map((post) => (
              <option key={post.id} value={post.id} disabled={offered.has(post.id)}>
                {offered.has(post.id) ? `${post.title} (invited)` : post.title}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Message"
        error={errors.message}
        hint={`${groupDigits(length)} / ${groupDigits(INVITATION_MESSAGE_MAX_LENGTH)} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setErrors(({ message: _message, ...rest }) => rest);
            }}
          />
        )}
      </Field>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <DialogActions
        onCancel={onClose}
        isBusy={invite.isPending}
        submitLabel="Send invitation"
        icon={<Send aria-hidden="true" className="size-4" />}
      />
    </form>
  );
}

type InviteDialogProps = { invitee: Invitee; isOpen: boolean; onClose: () => void };

/** "Invite to apply": pick one of your open posts, write a message, send (docs/decisions/034). */
export function InviteDialog({ invitee, isOpen, onClose }: InviteDialogProps) {
  const [hasSent, setHasSent] = useState(false);
  const close = () => {
    setHasSent(false);
    onClose();
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={hasSent ? 'Invitation sent' : `Invite ${invitee.username} to apply`}
      description={
        hasSent
          ? undefined
          : 'They get your message by e-mail and answer it on their Invitations page.'
      }
    >
      {hasSent ? (
        <SentNote invitee={invitee} onDone={close} />
      ) : (
        <InviteForm invitee={invitee} onClose={close} onSent={() => setHasSent(true)} />
      )}
    </Modal>
  );
}

/** What the dialog says once sent; Done takes the focus the Send button had. */
function SentNote({ invitee, onDone }: { invitee: Invitee; onDone: () => void }) {
  const doneRef = useRef<HTMLButtonElement>(null);
  useEffect(() => doneRef.current?.focus(), []);
  return (
    <div className="space-y-5">
      <p className="flex items-start gap-2 text-sm text-neutral-700" role="status">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
        <span>
          {invitee.username} will get an e-mail with your message and can accept or decline on their
          Invitations page.
        </span>
      </p>
      <div className="flex justify-end">
        <Button ref={doneRef} onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

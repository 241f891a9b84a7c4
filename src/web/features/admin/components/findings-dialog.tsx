import { useState } from 'react';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { FindingExcerpt, groupBySentence } from '../../../components/trust/finding-excerpt.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { FINDING_LABELS, findingCount } from '../admin-texts.ts';

/** Whether a post waits for review with risk findings (docs/decisions/045). */
export const isHeld = (post: Pick<JobPost, 'pending_review' | 'risk_flags'>) =>
  post.pending_review && (post.risk_flags?.length ?? 0) > 0;

/** Each sentence the detector found something in, with what it found, matches highlighted. */
export function FindingList({ post }: { post: JobPost }) {
  const sentences = groupBySentence(post.risk_flags ?? []);
  return (
    <ol className="max-h-[50vh] space-y-2.5 overflow-y-auto pr-1">
      {sentences.map((sentence) => (
        <li
          key={sentence.excerpt}
          className="rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm"
        >
          <span className="mb-1.5 flex flex-wrap gap-1.5">
            {sentence.kinds.map((kind) => (
              <Badge key={kind} tone="danger">
                {FINDING_LABELS[kind]}
              </Badge>
            ))}
          </span>
          <FindingExcerpt sentence={sentence} />
        </li>
      ))}
    </ol>
  );
}

/**
 * A post's findings (docs/decisions/045). For a held post it is also the way to approve it: the
 * admin ticks that they read the findings before Approve can be pressed, so approving a held post
 * is a decision, not a reflex. The spec's approve call itself takes no body.
 */
export function FindingsDialog({
  post,
  onClose,
  onApprove,
}: {
  post: JobPost | null;
  onClose: () => void;
  onApprove: (post: JobPost) => void;
}) {
  const [hasRead, setHasRead] = useState(false);
  const close = () => {
    setHasRead(false);
    onClose();
  };
  const held = post !== null && isHeld(post);
  const count = post?.risk_flags?.length ?? 0;
  return (
    <Modal
      isOpen={post !== null}
      onClose={close}
      title={`Findings in "${post?.title ?? ''}"`}
      description={
        held
          ? `Held for review: ${findingCount(count)}. Read the sentences before you approve: an approved post is public at once.`
          : `${findingCount(count)}, recorded when the post was last saved.`
      }
    >
      {post ? <FindingList post={post} /> : null}
      {held && post ? (
        <div className="mt-4 space-y-4">
          <Checkbox
            label="I have read these findings"
            checked={hasRead}
            onChange={(event) => setHasRead(event.target.checked)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={!hasRead}
              onClick={() => {
                onApprove(post);
                close();
              }}
            >
              Approve anyway
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={close} data-autofocus>
            Close
          </Button>
        </div>
      )}
    </Modal>
  );
}

import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { adminHref, CHAT_HISTORY_PAGE_SIZE, readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { Td } from '../components/data-table.tsx';
import { FindingBadges } from '../components/flagged-messages-dialog.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { LoadError, TabHeader, TableSkeleton } from '../components/tab-parts.tsx';
import { useAdminChat } from '../queries/chat-and-audit.ts';
import { useJobsWithApplications } from '../queries/job-posts.ts';

function Messages({
  params,
  jobPostId,
  reason,
}: {
  params: URLSearchParams;
  jobPostId: number;
  reason: string;
}) {
  const page = readPage(params.get('page'));
  const chat = useAdminChat(jobPostId, page, CHAT_HISTORY_PAGE_SIZE, reason);
  // Page 1 holds the newest messages; later pages go back in time.
  return (
    <PagedTable
      query={chat}
      loadingLabel="Loading messages"
      loadFailed={ADMIN_TEXTS.chatLoadFailed}
      caption="Messages"
      columns={['Sender', 'Recipient', 'Content', 'Time', 'Read']}
      empty="No messages on this job's applications yet."
      renderRow={(message) => (
        <tr key={message.id}>
          <Td>{message.sender.username}</Td>
          <Td>{message.recipient.username}</Td>
          <Td className="min-w-64 whitespace-pre-line break-words">
            {message.content}
            {/* What the scam detector found (docs/decisions/046). */}
            <FindingBadges findings={message.flags} className="mt-1.5 whitespace-normal" />
          </Td>
          <Td className="whitespace-nowrap">{formatDateTime(message.created_at)}</Td>
          <Td>{message.is_read ? <Badge tone="success">Read</Badge> : <Badge>Unread</Badge>}</Td>
        </tr>
      )}
      params={params}
      page={page}
      pageSize={CHAT_HISTORY_PAGE_SIZE}
    />
  );
}

/**
 * Chat History (spec section 2): pick a job that has applications, say why (docs/decisions/048),
 * read its messages, ten per page (spec section 9). Reading is recorded in the audit log with the
 * reason, and the people whose messages were read see both in their account activity. The reason
 * stays in memory, not in the address, and is asked again for another job or after a reload.
 */
export function ChatHistoryTab({ params }: { params: URLSearchParams }) {
  const navigate = useNavigate();
  const jobs = useJobsWithApplications();
  const selected = Number(params.get('job'));
  const jobPostId = Number.isInteger(selected) && selected > 0 ? selected : null;
  const [given, setGiven] = useState<{ jobPostId: number; reason: string } | null>(null);
  const [isAsking, setIsAsking] = useState(true);
  const reason = given !== null && given.jobPostId === jobPostId ? given.reason : null;
  const jobTitle = jobs.data?.find((job) => job.id === jobPostId)?.title;

  let picker: ReactNode;
  if (jobs.isPending) picker = <TableSkeleton label="Loading jobs with applications" />;
  else if (jobs.isError) {
    picker = (
      <LoadError
        error={jobs.error}
        fallback={ADMIN_TEXTS.jobsWithApplicationsLoadFailed}
        onRetry={() => void jobs.refetch()}
      />
    );
  } else if (jobs.data.length === 0) {
    picker = <Alert tone="info">No job has applications yet, so there are no chats to read.</Alert>;
  } else {
    picker = (
      <div className="max-w-xl">
        <SelectField
          label="Job"
          value={jobPostId ?? ''}
          onChange={(event) => {
            setIsAsking(true);
            void navigate(adminHref(params, { job: event.target.value || null, page: null }));
          }}
        >
          <option value="">Choose a job…</option>
          {jobs.data.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title} ({job.applicationCount} application
              {job.applicationCount === 1 ? '' : 's'})
            </option>
          ))}
        </SelectField>
      </div>
    );
  }

  return (
    <div>
      <TabHeader
        title="Chat History"
        intro="The messages between employers and the candidates they accepted, per job."
      />
      {picker}
      {jobPostId !== null && reason !== null ? (
        <div className="mt-5">
          <Messages params={params} jobPostId={jobPostId} reason={reason} />
        </div>
      ) : null}
      {jobPostId !== null && reason === null ? (
        <div className="mt-5 max-w-xl">
          <Alert
            tone="info"
            action={
              <Button variant="secondary" size="sm" onClick={() => setIsAsking(true)}>
                Give a reason
              </Button>
            }
          >
            The messages show once you say why you need to read them.
          </Alert>
        </div>
      ) : null}
      <ReasonDialog
        isOpen={jobPostId !== null && reason === null && isAsking}
        title="Read this job's chat history"
        description={
          jobTitle
            ? `Say why you need to read the messages on “${jobTitle}”. The people in these chats will see that you read them, and why.`
            : 'Say why you need to read these messages. The people in these chats will see that you read them, and why.'
        }
        submitLabel="Read messages"
        onCancel={() => setIsAsking(false)}
        onReason={(text) => {
          if (jobPostId !== null) setGiven({ jobPostId, reason: text });
        }}
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { adminHref, CHAT_HISTORY_PAGE_SIZE, readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { DataTable, EmptyRow, Td, Th } from '../components/data-table.tsx';
import { ListPager, LoadError, TabHeader, TableSkeleton } from '../components/tab-parts.tsx';
import { useAdminChat } from '../queries/chat-and-audit.ts';
import { useJobsWithApplications } from '../queries/job-posts.ts';

function Messages({ params, jobPostId }: { params: URLSearchParams; jobPostId: number }) {
  const page = readPage(params.get('page'));
  const chat = useAdminChat(jobPostId, page, CHAT_HISTORY_PAGE_SIZE);
  if (chat.isPending) return <TableSkeleton label="Loading messages" />;
  if (chat.isError) {
    return (
      <LoadError
        error={chat.error}
        fallback={ADMIN_TEXTS.chatLoadFailed}
        onRetry={() => void chat.refetch()}
      />
    );
  }
  return (
    <>
      <DataTable caption="Messages" isBusy={chat.isFetching}>
        <thead>
          <tr>
            <Th>Sender</Th>
            <Th>Recipient</Th>
            <Th>Content</Th>
            <Th>Time</Th>
            <Th>Read</Th>
          </tr>
        </thead>
        <tbody>
          {chat.data.data.length === 0 ? (
            <EmptyRow columns={5}>No messages on this job's applications yet.</EmptyRow>
          ) : (
            chat.data.data.map((message) => (
              <tr key={message.id}>
                <Td>{message.sender.username}</Td>
                <Td>{message.recipient.username}</Td>
                <Td className="min-w-64 whitespace-pre-line break-words">{message.content}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(message.created_at)}</Td>
                <Td>
                  {message.is_read ? <Badge tone="success">Read</Badge> : <Badge>Unread</Badge>}
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
      {/* Page 1 holds the newest messages; later pages go back in time. */}
      <ListPager
        params={params}
        page={page}
        total={chat.data.total}
        pageSize={CHAT_HISTORY_PAGE_SIZE}
      />
    </>
  );
}

/**
 * Chat History (spec section 2): pick a job that has applications, read its messages, ten per
 * page (spec section 9). Reading is recorded in the audit log.
 */
export function ChatHistoryTab({ params }: { params: URLSearchParams }) {
  const navigate = useNavigate();
  const jobs = useJobsWithApplications();
  const selected = Number(params.get('job'));
  const jobPostId = Number.isInteger(selected) && selected > 0 ? selected : null;

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
        <Field label="Job">
          {(control) => (
            <Select
              {...control}
              value={jobPostId ?? ''}
              onChange={(event) =>
                void navigate(adminHref(params, { job: event.target.value || null, page: null }))
              }
            >
              <option value="">Choose a job…</option>
              {jobs.data.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title} ({job.applicationCount} application
                  {job.applicationCount === 1 ? '' : 's'})
                </option>
              ))}
            </Select>
          )}
        </Field>
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
      {jobPostId !== null ? (
        <div className="mt-5">
          <Messages params={params} jobPostId={jobPostId} />
        </div>
      ) : null}
    </div>
  );
}

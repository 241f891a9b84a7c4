import { clsx } from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { ChatSummary } from '../../../../shared/schemas/chat.ts';
import { UserAvatar } from '../../../components/profile/user-avatar.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { preview } from '../chat-thread.ts';

type ChatListProps = {
  chats: readonly ChatSummary[];
  selectedId: number | null;
  viewerId: number;
  timeZone: string | null;
};

/** The chat list (spec "Messages"): the other person, the job, the last message, unread count. */
export function ChatList({ chats, selectedId, viewerId, timeZone }: ChatListProps) {
  return (
    <ul className="divide-y divide-neutral-100">
      {chats.map((chat) => {
        const isSelected = chat.job_application_id === selectedId;
        // An employer shows as their company, the username beside it (docs/decisions/036).
        const company = chat.other_user.company_name;
        const name = company || chat.other_user.username || MESSAGES.unknownUser;
        const last = chat.last_message;
        const lastLine = last
          ? `${last.sender_id === viewerId ? 'You: ' : ''}${preview(last.content)}`
          : 'No messages yet';
        const unread = chat.unread_count;
        return (
          <li key={chat.job_application_id}>
            <Link
              to={`/messages?chat=${chat.job_application_id}`}
              aria-current={isSelected ? 'page' : undefined}
              className={clsx(
                'flex gap-3 px-4 py-3 transition-colors focus-visible:outline-offset-[-2px]',
                isSelected ? 'bg-brand-50' : 'hover:bg-neutral-50',
              )}
            >
              <UserAvatar username={name} src={chat.other_user.avatar} size="md" />
              <span className="min-w-0 flex-1">
                {/* The name has the row to itself; the time goes on the next one, so a company's
                    name is not cut short at 20 rem or on a phone (docs/decisions/041). */}
                <span
                  className={clsx(
                    'block truncate text-sm text-neutral-900',
                    unread > 0 ? 'font-bold' : 'font-semibold',
                  )}
                >
                  {name}
                </span>
                <span className="flex min-w-0 items-center justify-between gap-2 text-xs text-neutral-600">
                  <span className="flex min-w-0 items-center gap-1">
                    {company ? (
                      <>
                        <span className="truncate">@{chat.other_user.username}</span>
                        {chat.other_user.identity_verified ? (
                          <BadgeCheck
                            aria-label="Identity verified"
                            role="img"
                            className="size-3.5 shrink-0 text-success-700"
                          />
                        ) : null}
                      </>
                    ) : null}
                  </span>
                  <time
                    dateTime={last?.created_at ?? chat.started_at}
                    className="shrink-0 tabular-nums"
                  >
                    {formatDateTime(last?.created_at ?? chat.started_at, timeZone)}
                  </time>
                </span>
                <span className="block truncate text-xs font-medium text-brand-700">
                  {chat.job_post.title || MESSAGES.unknownJob}
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span
                    className={clsx(
                      'truncate text-sm',
                      unread > 0 ? 'font-medium text-neutral-900' : 'text-neutral-600',
                      !last && 'italic',
                    )}
                  >
                    {lastLine}
                  </span>
                  {unread > 0 ? (
                    <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 py-0.5 text-xs leading-none font-semibold text-white tabular-nums">
                      {unread > 99 ? '99+' : unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

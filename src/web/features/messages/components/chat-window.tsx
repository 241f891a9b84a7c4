import { clsx } from 'clsx';
import {
  ArrowLeft,
  CircleAlert,
  Clock,
  type LucideIcon,
  MessageCircle,
  RotateCw,
  Trash2,
} from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { jobPagePath } from '../../../../shared/job-slug.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { ChatMessage, ChatSummary } from '../../../../shared/schemas/chat.ts';
import { UserAvatar } from '../../../components/profile/user-avatar.tsx';
import { ContentWarnings, FlaggedNote } from '../../../components/trust/content-warnings.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import type { ChatClient, ConnectionStatus } from '../../../lib/chat-client.ts';
import type { OutboxEntry } from '../../../lib/chat-outbox.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { useChatThread } from '../queries/use-chat-thread.ts';
import { MessageForm } from './message-form.tsx';

/** How close to the bottom (px) still counts as reading the latest messages. */
const NEAR_BOTTOM_PX = 96;

type ChatWindowProps = {
  client: ChatClient | null;
  chatId: number;
  chat: ChatSummary | undefined;
  viewerId: number;
  timeZone: string | null;
  status: ConnectionStatus | null;
  outbox: readonly OutboxEntry[];
};

function Bubble({
  isMine,
  children,
  className,
}: {
  isMine: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-xs sm:max-w-[75%]',
        isMine
          ? 'rounded-br-md bg-brand-600 text-white'
          : 'rounded-bl-md border border-neutral-200 bg-white text-neutral-900',
        className,
      )}
    >
      {children}
    </div>
  );
}

function MessageItem({
  message,
  isMine,
  timeZone,
}: {
  message: ChatMessage;
  isMine: boolean;
  timeZone: string | null;
}) {
  return (
    <li className={clsx('flex flex-col gap-1', isMine ? 'items-end' : 'items-start')}>
      <Bubble isMine={isMine}>
        <p className="sr-only">{isMine ? 'You' : message.sender.username} wrote:</p>
        <p className="whitespace-pre-wrap wrap-anywhere">{message.content}</p>
      </Bubble>
      {/* Flagged messages are delivered; the reader is warned, the writer told (decisions/046). */}
      {message.flags.length === 0 ? null : isMine ? (
        <FlaggedNote className="max-w-[85%] px-1 sm:max-w-[75%]" />
      ) : (
        <ContentWarnings findings={message.flags} className="max-w-[85%] sm:max-w-[75%]" />
      )}
      <p className="px-1 text-xs text-neutral-600">
        <time dateTime={message.created_at}>{formatDateTime(message.created_at, timeZone)}</time>
        {isMine && message.is_read ? <span> · Read</span> : null}
      </p>
    </li>
  );
}

/** A small text button under a message that did not go out (Try again, Remove). */
function PendingAction({
  icon: Icon,
  onClick,
  className,
  children,
}: {
  icon: LucideIcon;
  onClick: () => void;
  className: string;
  children: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={clsx('inline-flex items-center gap-1 font-semibold hover:underline', className)}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {children}
    </button>
  );
}

function PendingItem({
  entry,
  isOnline,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  isOnline: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const isFailed = entry.state === 'failed';
  return (
    <li className="flex flex-col items-end gap-1">
      <Bubble isMine className={clsx(isFailed ? 'bg-danger-700' : 'opacity-70')}>
        <p className="sr-only">You wrote:</p>
        <p className="whitespace-pre-wrap wrap-anywhere">{entry.content}</p>
      </Bubble>
      {isFailed ? (
        <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 px-1 text-xs">
          <p className="flex items-center gap-1 font-medium text-danger-700">
            <CircleAlert aria-hidden="true" className="size-3.5" />
            {entry.error}
          </p>
          <PendingAction icon={RotateCw} onClick={onRetry} className="text-brand-700">
            Try again
          </PendingAction>
          <PendingAction icon={Trash2} onClick={onDiscard} className="text-neutral-700">
            Remove
          </PendingAction>
        </div>
      ) : (
        <p className="flex items-center gap-1 px-1 text-xs text-neutral-600">
          <Clock aria-hidden="true" className="size-3.5" />
          {isOnline ? 'Sending…' : 'Not sent yet: it will go out when the connection is back.'}
        </p>
      )}
    </li>
  );
}

function otherParty(chat: ChatSummary | undefined, messages: ChatMessage[], viewerId: number) {
  if (chat) {
    const { id, username, company_name } = chat.other_user;
    return { id, username, company_name };
  }
  const first = messages[0];
  if (!first) return null;
  return first.sender_id === viewerId ? first.recipient : first.sender;
}

/** The chat window (spec "Messages"): the conversation, live, and the send form. */
export function ChatWindow({
  client,
  chatId,
  chat,
  viewerId,
  timeZone,
  status,
  outbox,
}: ChatWindowProps) {
  const thread = useChatThread(client, chatId, viewerId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  /** Distance from the bottom before older messages were added above, to keep the view still. */
  const keepFromBottom = useRef<number | null>(null);
  const other = otherParty(chat, thread.messages, viewerId);
  // An employer shows as their company, the username beside it (docs/decisions/036).
  const company = other && 'company_name' in other ? other.company_name : null;
  const name = company || other?.username || MESSAGES.unknownUser;
  const headingId = `chat-${chatId}-heading`;
  const isOnline = status === 'connected';
  const lastMessageId = thread.messages[thread.messages.length - 1]?.id;
  const lastIsMine = thread.messages[thread.messages.length - 1]?.sender_id === viewerId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages are added
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    if (keepFromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
      return;
    }
    // Follow the conversation when the person was at the end of it, or just wrote.
    if (isNearBottom.current || lastIsMine) box.scrollTop = box.scrollHeight;
  }, [lastMessageId, outbox.length, thread.messages.length, thread.status]);

  const loadOlder = () => {
    const box = scrollRef.current;
    if (box) keepFromBottom.current = box.scrollHeight - box.scrollTop;
    thread.loadOlder();
  };

  let body: React.ReactNode;
  if (thread.status === 'error') {
    body = (
      <div className="p-4 sm:p-6">
        <Alert action={<TextLink to="/messages">All chats</TextLink>}>{thread.error}</Alert>
      </div>
    );
  } else {
    const isLoading = thread.status === 'loading';
    body = (
      <>
        {isLoading ? (
          <div aria-busy="true" className="space-y-4 p-4 sm:p-6">
            <span className="sr-only">Loading messages</span>
            <Skeleton className="block h-10 w-2/3 rounded-2xl" />
            <Skeleton className="ml-auto block h-10 w-1/2 rounded-2xl" />
            <Skeleton className="block h-10 w-3/5 rounded-2xl" />
          </div>
        ) : null}
        {!isLoading && (thread.hasOlder || thread.olderError) ? (
          <div className="flex flex-col items-center gap-2 pb-2">
            {thread.olderError ? (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {thread.olderError}
              </p>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              onClick={loadOlder}
              disabled={thread.isLoadingOlder}
            >
              {thread.isLoadingOlder ? 'Loading…' : 'Load earlier messages'}
            </Button>
          </div>
        ) : null}
        {!isLoading && thread.messages.length === 0 && outbox.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <MessageCircle aria-hidden="true" className="size-6" />
            </span>
            <p className="mt-4 text-base font-semibold text-neutral-900">No messages yet</p>
            <p className="mt-1 max-w-sm text-sm wrap-anywhere text-neutral-600">
              Say hello to {name}
              {chat ? ` about ${chat.job_post.title || MESSAGES.unknownJob}` : ''}.
            </p>
          </div>
        ) : null}
        {/*
          role=log: new messages are announced politely as they arrive. While the history loads
          (the connection is away after a reload) it holds what is still waiting to be sent. The
          log wraps the list, so the list keeps its role and its items stay list items.
        */}
        {isLoading && outbox.length === 0 ? null : (
          <div role="log" aria-label={`Messages with ${name}`}>
            <ol className="space-y-3">
              {thread.messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  isMine={message.sender_id === viewerId}
                  timeZone={timeZone}
                />
              ))}
              {outbox.map((entry) => (
                <PendingItem
                  key={entry.clientId}
                  entry={entry}
                  isOnline={isOnline}
                  onRetry={() => client?.retry(entry.clientId)}
                  onDiscard={() => client?.discard(entry.clientId)}
                />
              ))}
            </ol>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex h-full min-h-0 min-w-0 flex-col">
      <header className="flex min-w-0 items-center gap-3 border-b border-neutral-200 px-3 py-2.5 sm:px-4 sm:py-3">
        {/* Phones show the list or the chat, one at a time: this goes back to the list. */}
        <Link
          to="/messages"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">All chats</span>
        </Link>
        {other ? (
          <UserAvatar username={name} src={chat?.other_user.avatar ?? null} size="md" />
        ) : null}
        <div className="min-w-0 flex-1">
          {/* The links themselves truncate, so neither reaches past the header (decisions/041). */}
          <h2 id={headingId} className="flex text-base font-semibold text-neutral-900">
            {other ? (
              <TextLink to={`/users/${other.id}`} className="truncate text-neutral-900">
                {name}
              </TextLink>
            ) : (
              'Chat'
            )}
          </h2>
          {chat ? (
            <p className="flex text-sm leading-6 text-neutral-600">
              {company ? (
                <>
                  <span className="max-w-1/2 shrink-0 truncate">@{other?.username}</span>
                  <span className="shrink-0 whitespace-pre"> · </span>
                </>
              ) : null}
              <TextLink
                to={jobPagePath(chat.job_post.id, chat.job_post.title)}
                className="truncate"
              >
                {chat.job_post.title || MESSAGES.unknownJob}
              </TextLink>
            </p>
          ) : null}
        </div>
      </header>
      {/* It scrolls by itself, so it takes focus (arrow keys, Page Up) and has a name. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a named group of messages, not a fieldset of form controls */}
      <div
        ref={scrollRef}
        onScroll={(event) => {
          const box = event.currentTarget;
          isNearBottom.current =
            box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
        }}
        role="group"
        aria-label={`Conversation with ${name}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="flex min-h-0 flex-1 flex-col overflow-x-hidden overflow-y-auto bg-neutral-50 px-3 py-4 focus-visible:outline-offset-[-2px] sm:px-5"
      >
        {body}
      </div>
      {thread.status === 'error' ? null : (
        <MessageForm
          recipientName={name}
          isDisabled={client === null || status === 'closed'}
          onSend={(content) => client?.send(chatId, content) ?? null}
        />
      )}
    </section>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Briefcase, MessagesSquare, Search } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { SelfServiceRole } from '../../../../shared/roles.ts';
import { isSelfServiceRole } from '../../../../shared/roles.ts';
import type { ChatSummary } from '../../../../shared/schemas/chat.ts';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useChatClientState, useChatConnection } from '../../../lib/chat-connection.ts';
import { entriesOf } from '../../../lib/chat-outbox.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { applyMessageToList, parseChatParam } from '../chat-thread.ts';
import { ChatList } from '../components/chat-list.tsx';
import { ChatPane } from '../components/chat-pane.tsx';
import { ChatWindow } from '../components/chat-window.tsx';
import { ConnectionNotice } from '../components/connection-notice.tsx';
import { chatKeys } from '../keys.ts';
import { useChats } from '../queries/use-chats.ts';

/** The page's heading; `isHiddenOnPhones` keeps it for screen readers only (docs/decisions/041). */
function Heading({ isHiddenOnPhones = false }: { isHiddenOnPhones?: boolean }) {
  return (
    <div className={clsx(isHiddenOnPhones && 'max-lg:sr-only')}>
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Messages</h1>
      <p className="mt-2 max-w-2xl text-base text-neutral-600">
        Talk with the people you work with, one conversation per accepted application.
      </p>
    </div>
  );
}

function NoChats({ role }: { role: SelfServiceRole }) {
  const isJobseeker = role === 'jobseeker';
  return (
    <EmptyState
      className="mt-8"
      icon={MessagesSquare}
      title="No conversations yet"
      actions={
        isJobseeker ? (
          <>
            <Link to="/my-applications" className={buttonStyles({ variant: 'secondary' })}>
              <Briefcase aria-hidden="true" className="size-4" />
              My Applications
            </Link>
            <Link to="/find-job" className={buttonStyles()}>
              <Search aria-hidden="true" className="size-4" />
              Find Jobs
            </Link>
          </>
        ) : (
          <Link to="/my-job-posts" className={buttonStyles()}>
            <Briefcase aria-hidden="true" className="size-4" />
            My Job Posts
          </Link>
        )
      }
    >
      {isJobseeker
        ? 'A chat opens here when an employer accepts one of your applications.'
        : 'A chat opens here when you accept an application to one of your job posts.'}
    </EmptyState>
  );
}

function ListSkeleton() {
  return (
    <ul aria-busy="true" className="divide-y divide-neutral-100">
      <li className="sr-only">Loading...</li>
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-12 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="block h-4 w-1/2" />
            <Skeleton className="block h-3 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Messages({ role, viewerId }: { role: SelfServiceRole; viewerId: number }) {
  const [searchParams] = useSearchParams();
  const selectedId = parseChatParam(searchParams.get('chat'));
  const chats = useChats();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueryOptions(String(viewerId)));
  const timeZone = profile.data?.timezone ?? null;
  const { client, isUnavailable } = useChatConnection();
  const clientState = useChatClientState(client);
  const status = clientState?.status ?? null;
  const isAway = isUnavailable || status === 'retrying';

  // Live messages keep the list in order and its counters right; a reconnect reloads it.
  useEffect(() => {
    if (!client) return;
    const offMessage = client.onMessage((message) => {
      const current = queryClient.getQueryData<ChatSummary[]>(chatKeys.list);
      if (!current) return;
      const next = applyMessageToList(current, message, {
        userId: viewerId,
        openChatId: selectedId,
      });
      if (next) queryClient.setQueryData(chatKeys.list, next);
      else void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    });
    const offReconnect = client.onReconnect(() => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
    });
    return () => {
      offMessage();
      offReconnect();
    };
  }, [client, queryClient, viewerId, selectedId]);

  if (chats.isPending) {
    return (
      <Layout isAway={isAway} isChatOpen={false}>
        <Card className="mt-8 overflow-hidden lg:w-80">
          <ListSkeleton />
        </Card>
      </Layout>
    );
  }
  if (chats.isError) {
    return (
      <Layout isAway={isAway} isChatOpen={false}>
        <RetryAlert className="mt-8" onRetry={() => void chats.refetch()}>
          {loadErrorMessage(chats.error, MESSAGES.chatsLoadFailed)}
        </RetryAlert>
      </Layout>
    );
  }
  if (chats.data.length === 0 && selectedId === null) {
    return (
      <Layout isAway={isAway} isChatOpen={false}>
        <NoChats role={role} />
      </Layout>
    );
  }

  const selected = chats.data.find((chat) => chat.job_application_id === selectedId);
  const isChatOpen = selectedId !== null;
  return (
    <Layout isAway={isAway} isChatOpen={isChatOpen}>
      {/*
        One column below lg, two from lg. Every track is minmax(0, ...) and every cell min-w-0,
        so a long title or message wraps or truncates inside the card instead of widening it.
        On phones the list and the open chat take turns, and the open chat runs edge to edge
        one screen tall (ChatPane, docs/decisions/041).
      */}
      <Card
        className={clsx(
          'mt-8 grid grid-cols-1 overflow-hidden lg:h-[40rem] lg:grid-cols-[20rem_minmax(0,1fr)]',
          isChatOpen && 'max-lg:mt-0 max-lg:rounded-none max-lg:border-0 max-lg:shadow-none',
        )}
      >
        <nav
          aria-label="Chats"
          className={clsx(
            'min-h-0 min-w-0 overflow-y-auto border-neutral-200 lg:border-r',
            isChatOpen && 'max-lg:hidden',
          )}
        >
          <ChatList
            chats={chats.data}
            selectedId={selectedId}
            viewerId={viewerId}
            timeZone={timeZone}
          />
        </nav>
        {selectedId === null ? (
          <div className="flex min-h-0 min-w-0 flex-col items-center justify-center bg-neutral-50 px-6 text-center max-lg:hidden">
            <MessagesSquare aria-hidden="true" className="size-8 text-neutral-400" />
            <p className="mt-3 text-sm text-neutral-600">
              Choose a conversation to read and reply.
            </p>
          </div>
        ) : (
          <ChatPane isAway={isAway}>
            <ChatWindow
              key={selectedId}
              client={client}
              chatId={selectedId}
              chat={selected}
              viewerId={viewerId}
              timeZone={timeZone}
              status={status}
              outbox={clientState ? entriesOf(clientState.outbox, selectedId) : []}
            />
          </ChatPane>
        )}
      </Card>
    </Layout>
  );
}

type LayoutProps = { isAway: boolean; isChatOpen: boolean; children: ReactNode };

function Layout({ isAway, isChatOpen, children }: LayoutProps) {
  return (
    <Container className={clsx('max-w-6xl py-8 sm:py-12', isChatOpen && 'max-lg:p-0')}>
      <Heading isHiddenOnPhones={isChatOpen} />
      {/* With a chat open, phones show it at the top of the chat instead (ChatPane). */}
      <ConnectionNotice
        isAway={isAway}
        className={clsx(isAway && 'mt-6', isChatOpen && 'max-lg:hidden')}
      />
      {children}
    </Container>
  );
}

/** Messages /messages (spec section 2): the chat list and a chat window, live. */
export function MessagesPage() {
  useDocumentTitle('Messages');
  const { session } = useSessionState();
  const role = session?.claims.role;
  if (!session || !isSelfServiceRole(role)) {
    return (
      <Container className="max-w-6xl py-8 sm:py-12">
        <Heading />
        <Alert
          tone="warning"
          className="mt-8"
          action={session === null ? <TextLink to="/login">Sign In</TextLink> : undefined}
        >
          {MESSAGES.messagesOnlyParties}
        </Alert>
      </Container>
    );
  }
  return <Messages role={role} viewerId={Number(session.claims.sub)} />;
}

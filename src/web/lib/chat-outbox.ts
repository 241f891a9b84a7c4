/**
 * The messages a person has written but the server has not stored yet (docs/decisions/017).
 * Pure functions over a list, so the socket client (chat-client.ts) stays thin and this is
 * unit-tested. Each entry carries the `clientId` sent with `sendMessage`: the server stores one
 * message per clientId, so an entry sent again after a lost connection is never stored twice.
 */
export type OutboxState = 'queued' | 'sending' | 'failed';

export type OutboxEntry = {
  clientId: string;
  jobApplicationId: number;
  content: string;
  /** When it was written (ISO), shown until the stored message replaces it. */
  createdAt: string;
  state: OutboxState;
  /** Why the server refused it (state 'failed'). */
  error: string | null;
};

export type Outbox = readonly OutboxEntry[];

export function enqueue(outbox: Outbox, entry: Omit<OutboxEntry, 'state' | 'error'>): Outbox {
  return [...outbox, { ...entry, state: 'queued', error: null }];
}

/** The next entry to send: the oldest queued one, unless one is already on its way. */
export function nextToSend(outbox: Outbox): OutboxEntry | undefined {
  if (outbox.some((entry) => entry.state === 'sending')) return undefined;
  return outbox.find((entry) => entry.state === 'queued');
}

function update(outbox: Outbox, clientId: string, change: Partial<OutboxEntry>): Outbox {
  return outbox.map((entry) => (entry.clientId === clientId ? { ...entry, ...change } : entry));
}

export const markSending = (outbox: Outbox, clientId: string) =>
  update(outbox, clientId, { state: 'sending', error: null });

export const markFailed = (outbox: Outbox, clientId: string, error: string) =>
  update(outbox, clientId, { state: 'failed', error });

/** Back in the queue: the connection dropped before the server answered. */
export const requeue = (outbox: Outbox, clientId: string) =>
  update(outbox, clientId, { state: 'queued', error: null });

/** After a reconnect every entry that was on its way is sent again (same clientId). */
export const requeueSending = (outbox: Outbox): Outbox =>
  outbox.map((entry) =>
    entry.state === 'sending' ? { ...entry, state: 'queued', error: null } : entry,
  );

/** The server stored it (its ack, or its newMessage carrying our clientId). */
export const remove = (outbox: Outbox, clientId: string): Outbox =>
  outbox.filter((entry) => entry.clientId !== clientId);

export const entriesOf = (outbox: Outbox, jobApplicationId: number): OutboxEntry[] =>
  outbox.filter((entry) => entry.jobApplicationId === jobApplicationId);

/** 32 hex digits from the browser's random source (randomUUID needs a secure context). */
export function newClientId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

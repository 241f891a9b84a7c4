import { CLIENT_MESSAGE_ID_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '../../shared/chat.ts';
import { outboxStorageKey, type TabStorage } from './chat-outbox-keys.ts';

/**
 * The messages a person has written but the server has not stored yet (docs/decisions/017).
 * Pure functions over a list, so the socket client (chat-client.ts) stays thin and this is
 * unit-tested. Each entry carries the `clientId` sent with `sendMessage`: the server stores one
 * message per clientId, so an entry sent again after a lost connection is never stored twice.
 * The outbox is also kept in the tab's sessionStorage (per user), so a reload does not lose it.
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

/**
 * Entries the server has stored, as its messages show: their clientId, sent by this user. A
 * `chatHistory` after a reload can carry a message whose acknowledgement was lost.
 */
export function withoutStored(
  outbox: Outbox,
  messages: readonly { sender_id: number; client_id: string | null }[],
  userId: number,
): Outbox {
  const stored = new Set<string>();
  for (const message of messages) {
    if (message.sender_id === userId && message.client_id !== null) stored.add(message.client_id);
  }
  if (stored.size === 0) return outbox;
  const rest = outbox.filter((entry) => !stored.has(entry.clientId));
  return rest.length === outbox.length ? outbox : rest;
}

export const entriesOf = (outbox: Outbox, jobApplicationId: number): OutboxEntry[] =>
  outbox.filter((entry) => entry.jobApplicationId === jobApplicationId);

/** 32 hex digits from the browser's random source (randomUUID needs a secure context). */
export function newClientId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * At most this many unsent messages per person and tab. 200 of the longest (5,000 characters)
 * take about 2 MB of sessionStorage, well inside the 5 MB that browsers give a site.
 */
export const OUTBOX_LIMIT = 200;

export const isOutboxFull = (outbox: Outbox): boolean => outbox.length >= OUTBOX_LIMIT;

/** Why a message is not queued; the form keeps the text, so nothing written is lost. */
export const OUTBOX_FULL = `You have ${OUTBOX_LIMIT} messages waiting to be sent. Send this one once they have gone out, or remove the ones that failed.`;
export const OUTBOX_NOT_KEPT =
  'This browser has no room left to keep this message until it is sent. Try again once your other messages have gone out.';

/** The stored form: the owner's id inside too, so content under the wrong key is not used. */
type StoredOutbox = { version: 1; userId: number; entries: Outbox };

const STATES: readonly string[] = ['queued', 'sending', 'failed'] satisfies OutboxState[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One stored entry, checked field by field; anything else (corrupt, foreign) is null. */
function parseEntry(value: unknown): OutboxEntry | null {
  if (!isRecord(value)) return null;
  const { clientId, jobApplicationId, content, createdAt, state, error } = value;
  if (
    typeof clientId !== 'string' ||
    clientId.length === 0 ||
    clientId.length > CLIENT_MESSAGE_ID_MAX_LENGTH ||
    typeof jobApplicationId !== 'number' ||
    !Number.isSafeInteger(jobApplicationId) ||
    jobApplicationId < 1 ||
    typeof content !== 'string' ||
    content.trim() === '' ||
    content.length > MESSAGE_MAX_LENGTH ||
    typeof createdAt !== 'string' ||
    Number.isNaN(Date.parse(createdAt)) ||
    typeof state !== 'string' ||
    !STATES.includes(state)
  ) {
    return null;
  }
  if (state === 'failed') {
    if (typeof error !== 'string' || error === '') return null;
    return { clientId, jobApplicationId, content, createdAt, state, error };
  }
  // One that was on its way when the tab went: its answer is lost, so it is sent again.
  return { clientId, jobApplicationId, content, createdAt, state: 'queued', error: null };
}

/**
 * The outbox stored for `userId`, from sessionStorage's text. Anything that is not what
 * `serializeOutbox` wrote for this user (no text, bad JSON, another shape or owner) is an empty
 * outbox; entries that do not check out are skipped, as are repeats and those over the limit.
 */
export function parseStoredOutbox(raw: string | null, userId: number): Outbox {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(value) || value.version !== 1 || value.userId !== userId) return [];
  if (!Array.isArray(value.entries)) return [];
  const entries: OutboxEntry[] = [];
  const seen = new Set<string>();
  for (const item of value.entries) {
    const entry = parseEntry(item);
    if (!entry || seen.has(entry.clientId)) continue;
    seen.add(entry.clientId);
    entries.push(entry);
    if (entries.length === OUTBOX_LIMIT) break;
  }
  return entries;
}

export function serializeOutbox(outbox: Outbox, userId: number): string {
  const stored: StoredOutbox = { version: 1, userId, entries: outbox };
  return JSON.stringify(stored);
}

/** The outbox this tab kept for `userId`; empty when there is none or it cannot be read. */
export function readStoredOutbox(storage: TabStorage, userId: number): Outbox {
  let raw: string | null;
  try {
    raw = storage.getItem(outboxStorageKey(userId));
  } catch {
    return [];
  }
  return parseStoredOutbox(raw, userId);
}

/**
 * Keeps `outbox` for `userId` (an empty one removes the key). False when the browser refused
 * (its storage is full): the caller decides whether that may pass.
 */
export function writeStoredOutbox(storage: TabStorage, userId: number, outbox: Outbox): boolean {
  const key = outboxStorageKey(userId);
  try {
    if (outbox.length === 0) storage.removeItem(key);
    else storage.setItem(key, serializeOutbox(outbox, userId));
    return true;
  } catch {
    return false;
  }
}

import { describe, expect, it } from 'vitest';
import {
  enqueue,
  entriesOf,
  isOutboxFull,
  markFailed,
  markSending,
  newClientId,
  nextToSend,
  OUTBOX_LIMIT,
  type Outbox,
  parseStoredOutbox,
  readStoredOutbox,
  remove,
  requeue,
  requeueSending,
  serializeOutbox,
  withoutStored,
  writeStoredOutbox,
} from './chat-outbox.ts';
import { forgetStoredOutboxes, outboxStorageKey, type TabStorage } from './chat-outbox-keys.ts';

const at = '2026-01-01T09:00:00.000Z';
const add = (outbox: Outbox, clientId: string, chat = 1) =>
  enqueue(outbox, { clientId, jobApplicationId: chat, content: clientId, createdAt: at });

describe('the outbox of unsent messages', () => {
  it('sends the oldest queued message, one at a time', () => {
    let outbox = add(add([], 'a'), 'b');
    expect(nextToSend(outbox)?.clientId).toBe('a');
    outbox = markSending(outbox, 'a');
    expect(nextToSend(outbox)).toBeUndefined();
    outbox = remove(outbox, 'a');
    expect(nextToSend(outbox)?.clientId).toBe('b');
  });

  it('puts a message on its way back in the queue when the connection drops', () => {
    let outbox = markSending(add(add([], 'a'), 'b'), 'a');
    outbox = requeueSending(outbox);
    expect(outbox.map((e) => e.state)).toEqual(['queued', 'queued']);
    expect(nextToSend(outbox)?.clientId).toBe('a');
  });

  it('keeps a refused message with the reason, skips it, and can send it again', () => {
    let outbox = markFailed(markSending(add(add([], 'a'), 'b'), 'a'), 'a', 'Too fast');
    expect(outbox[0]).toMatchObject({ state: 'failed', error: 'Too fast' });
    expect(nextToSend(outbox)?.clientId).toBe('b');
    outbox = requeue(remove(outbox, 'b'), 'a');
    expect(outbox[0]).toMatchObject({ state: 'queued', error: null });
  });

  it('lists one chat’s entries', () => {
    const outbox = add(add(add([], 'a', 1), 'b', 2), 'c', 1);
    expect(entriesOf(outbox, 1).map((e) => e.clientId)).toEqual(['a', 'c']);
  });

  it('makes client ids the server accepts (1 to 64 characters) and that differ', () => {
    const ids = new Set(Array.from({ length: 100 }, newClientId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});

/**
 * The browser's Web Storage, in memory: insertion-ordered keys like sessionStorage, and a
 * quota in characters past which setItem throws as browsers do (QuotaExceededError).
 */
class MemoryStorage implements TabStorage {
  private readonly items = new Map<string, string>();
  constructor(private readonly quota = Number.POSITIVE_INFINITY) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    let used = key.length + value.length;
    for (const [other, stored] of this.items) {
      if (other !== key) used += other.length + stored.length;
    }
    if (used > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const JOBSEEKER = 41;
const EMPLOYER = 42;

describe('the outbox kept across a reload (sessionStorage, per user)', () => {
  it('restores what was written, in order, with failures and their reasons', () => {
    const storage = new MemoryStorage();
    const outbox = markFailed(add(add(add([], 'a'), 'b', 2), 'c'), 'b', 'Too fast');
    expect(writeStoredOutbox(storage, JOBSEEKER, outbox)).toBe(true);
    expect(readStoredOutbox(storage, JOBSEEKER)).toEqual(outbox);
  });

  it('sends a message again that was on its way when the tab went, with the same clientId', () => {
    const storage = new MemoryStorage();
    writeStoredOutbox(storage, JOBSEEKER, markSending(add(add([], 'a'), 'b'), 'a'));
    const restored = readStoredOutbox(storage, JOBSEEKER);
    expect(restored.map((e) => [e.clientId, e.state])).toEqual([
      ['a', 'queued'],
      ['b', 'queued'],
    ]);
    expect(nextToSend(restored)?.clientId).toBe('a');
  });

  it('keeps each account’s outbox under its own key: another account sees none of it', () => {
    const storage = new MemoryStorage();
    writeStoredOutbox(storage, JOBSEEKER, add([], 'mine'));
    expect(readStoredOutbox(storage, EMPLOYER)).toEqual([]);
    expect(readStoredOutbox(storage, JOBSEEKER).map((e) => e.clientId)).toEqual(['mine']);
    // Content copied under another account's key is not that account's either.
    storage.setItem(outboxStorageKey(EMPLOYER), storage.getItem(outboxStorageKey(JOBSEEKER)) ?? '');
    expect(readStoredOutbox(storage, EMPLOYER)).toEqual([]);
  });

  it('removes the key once everything has been sent', () => {
    const storage = new MemoryStorage();
    writeStoredOutbox(storage, JOBSEEKER, add([], 'a'));
    writeStoredOutbox(storage, JOBSEEKER, remove(add([], 'a'), 'a'));
    expect(storage.length).toBe(0);
  });

  it('forgets every account’s outbox on sign-out and leaves the tab’s other keys alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('findJob:lastUrl', '/find-job?page=2');
    writeStoredOutbox(storage, JOBSEEKER, add([], 'a'));
    writeStoredOutbox(storage, EMPLOYER, add([], 'b'));
    forgetStoredOutboxes(storage);
    expect(readStoredOutbox(storage, JOBSEEKER)).toEqual([]);
    expect(readStoredOutbox(storage, EMPLOYER)).toEqual([]);
    expect(storage.getItem('findJob:lastUrl')).toBe('/find-job?page=2');
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"version":1,'],
    ['JSON of another shape', '[1,2,3]'],
    ['another version', JSON.stringify({ version: 2, userId: JOBSEEKER, entries: [] })],
    ['entries that are not a list', JSON.stringify({ version: 1, userId: JOBSEEKER, entries: {} })],
    ['null', 'null'],
  ])('reads %s as an empty outbox', (_, raw) => {
    expect(parseStoredOutbox(raw, JOBSEEKER)).toEqual([]);
  });

  it('skips entries that do not check out and keeps the rest', () => {
    const good = add([], 'good')[0];
    const entries = [
      good,
      { ...good, clientId: 'x'.repeat(65) },
      { ...good, clientId: '' },
      { ...good, clientId: 'chat-0', jobApplicationId: 0 },
      { ...good, clientId: 'chat-x', jobApplicationId: '3' },
      { ...good, clientId: 'blank', content: '   ' },
      { ...good, clientId: 'long', content: 'x'.repeat(5001) },
      { ...good, clientId: 'date', createdAt: 'yesterday' },
      { ...good, clientId: 'state', state: 'sent' },
      { ...good, clientId: 'failed', state: 'failed', error: null },
      { ...good, content: 'the same clientId again' },
      'a string',
      null,
    ];
    const raw = JSON.stringify({ version: 1, userId: JOBSEEKER, entries });
    expect(parseStoredOutbox(raw, JOBSEEKER)).toEqual([good]);
  });

  it('never throws when the storage itself does', () => {
    const broken: TabStorage = {
      length: 1,
      key: () => {
        throw new Error('denied');
      },
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredOutbox(broken, JOBSEEKER)).toEqual([]);
    expect(writeStoredOutbox(broken, JOBSEEKER, add([], 'a'))).toBe(false);
    expect(() => forgetStoredOutboxes(broken)).not.toThrow();
  });

  it('says so when the browser has no room left, and keeps what it had', () => {
    const storage = new MemoryStorage(serializeOutbox(add([], 'a'), JOBSEEKER).length + 40);
    expect(writeStoredOutbox(storage, JOBSEEKER, add([], 'a'))).toBe(true);
    expect(writeStoredOutbox(storage, JOBSEEKER, add(add([], 'a'), 'b'))).toBe(false);
    expect(readStoredOutbox(storage, JOBSEEKER).map((e) => e.clientId)).toEqual(['a']);
  });

  it('is bounded: full at the limit, and a longer stored list is read up to the limit', () => {
    let outbox: Outbox = [];
    for (let i = 0; i < OUTBOX_LIMIT - 1; i += 1) outbox = add(outbox, `m${i}`);
    expect(isOutboxFull(outbox)).toBe(false);
    outbox = add(outbox, 'last');
    expect(isOutboxFull(outbox)).toBe(true);
    const longer = add(outbox, 'one too many');
    const restored = parseStoredOutbox(serializeOutbox(longer, JOBSEEKER), JOBSEEKER);
    expect(restored).toHaveLength(OUTBOX_LIMIT);
    expect(restored.at(-1)?.clientId).toBe('last');
  });

  it('the limit of the longest messages fits in the 5 MB browsers give a site', () => {
    let outbox: Outbox = [];
    for (let i = 0; i < OUTBOX_LIMIT; i += 1) {
      outbox = enqueue(outbox, {
        clientId: newClientId(),
        jobApplicationId: 2_147_483_647,
        content: 'x'.repeat(5000),
        createdAt: at,
      });
    }
    // Web Storage counts UTF-16 code units: two bytes each.
    const bytes =
      2 * (outboxStorageKey(JOBSEEKER).length + serializeOutbox(outbox, JOBSEEKER).length);
    expect(bytes).toBeLessThan(5 * 1024 * 1024);
  });
});

describe('messages the server has stored leave the outbox', () => {
  const message = (sender: number, clientId: string | null) => ({
    sender_id: sender,
    client_id: clientId,
  });

  it('removes the sender’s own messages by clientId, not the other party’s', () => {
    const outbox = add(add([], 'a'), 'b');
    expect(
      withoutStored(outbox, [message(JOBSEEKER, 'a')], JOBSEEKER).map((e) => e.clientId),
    ).toEqual(['b']);
    expect(withoutStored(outbox, [message(EMPLOYER, 'a')], JOBSEEKER)).toBe(outbox);
    expect(withoutStored(outbox, [message(JOBSEEKER, null)], JOBSEEKER)).toBe(outbox);
  });
});

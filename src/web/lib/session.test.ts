import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../shared/limits.ts';

/** A Storage that counts its reads, in place of the browser's localStorage. */
function countingStorage(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial));
  const reads: string[] = [];
  const storage = {
    getItem: (key: string) => {
      reads.push(key);
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return { storage, reads, items };
}

function tokenFor(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** session.ts as a page loads it: a fresh module over the given storage. */
async function loadSession(initial: Record<string, string>) {
  const counting = countingStorage(initial);
  vi.stubGlobal('localStorage', counting.storage);
  vi.resetModules();
  const session = await import('./session.ts');
  return { ...counting, session };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stored session', () => {
  it('is read when first asked for, not as the module loads (docs/decisions/065)', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = tokenFor({ sub: '7', role: 'jobseeker', exp });
    const { session, reads } = await loadSession({ [TOKEN_STORAGE_KEY]: token });

    expect(reads).toEqual([]);
    expect(session.readToken()).toBe(token);
    expect(session.readSession()?.claims).toMatchObject({ sub: '7', role: 'jobseeker' });
    expect(reads).toEqual([TOKEN_STORAGE_KEY]);
    session.endSession(); // clears the expiry timer
  });

  it('forgets an expired token at that first read', async () => {
    const exp = Math.floor(Date.now() / 1000) - 60;
    const { session, items } = await loadSession({
      [TOKEN_STORAGE_KEY]: tokenFor({ sub: '7', role: 'employer', exp }),
    });

    expect(session.readToken()).toBeNull();
    expect(items.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('keeps a token started before anything read the storage', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = tokenFor({ sub: '9', role: 'employer', exp });
    const { session, items, reads } = await loadSession({});

    session.startSession(token);

    expect(session.readToken()).toBe(token);
    expect(items.get(TOKEN_STORAGE_KEY)).toBe(token);
    expect(reads).toEqual([]);
    session.endSession();
  });
});

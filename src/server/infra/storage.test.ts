import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentTypeForKey,
  createStorage,
  isSafeStorageKey,
  type Storage,
  type StoredObject,
  UnsafeStorageKeyError,
} from './storage.ts';

/** The bytes of a stored object (reading it to the end releases its file or connection). */
async function readAll(object: StoredObject | null): Promise<Buffer> {
  if (!object) throw new Error('no such object');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const UNSAFE_KEYS = [
  '../x.png',
  'avatars/../x.png',
  '/etc/passwd',
  '/avatars/x.png',
  'a\\b.png',
  'avatars\\x.png',
  'avatars/..png',
  'avatars/x.png\0',
  'avatars/x\0.png',
  'avatars/x.exe',
  'avatars/x.png/',
  'avatars/sub/x.png',
  'Avatars/x.png',
  'avatars/x.PNG',
  'avatars/.png',
  'avatars/',
  'x.png',
  '',
  `avatars/${'a'.repeat(300)}.png`,
];

describe('isSafeStorageKey', () => {
  it('accepts folder/name.ext keys', () => {
    for (const key of [
      'avatars/3f9c0e1a-77b2.png',
      'identity/Ab_c-9.pdf',
      'avatars/x.jpg',
      'a-1/x.jpeg',
    ]) {
      expect(isSafeStorageKey(key), key).toBe(true);
    }
  });
  it('refuses traversal, absolute paths, backslashes, NUL and other shapes', () => {
    for (const key of UNSAFE_KEYS) expect(isSafeStorageKey(key), JSON.stringify(key)).toBe(false);
  });
});

describe('contentTypeForKey', () => {
  it('derives the type from the extension', () => {
    expect(contentTypeForKey('avatars/a.png')).toBe('image/png');
    expect(contentTypeForKey('avatars/a.jpg')).toBe('image/jpeg');
    expect(contentTypeForKey('avatars/a.jpeg')).toBe('image/jpeg');
    expect(contentTypeForKey('identity/a.pdf')).toBe('application/pdf');
    expect(contentTypeForKey('other/a.bin')).toBe('application/octet-stream');
  });
});

/** The behaviour both implementations share. */
function storageContract(name: string, setup: () => { storage: Storage }) {
  describe(`${name}: the Storage contract`, () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(70_000),
    ]);

    it('puts, gets and deletes with the same bytes', async () => {
      const { storage } = setup();
      const key = `avatars/${randomBytes(8).toString('hex')}.png`;
      await storage.put(key, png, 'image/png');
      const object = await storage.get(key);
      expect(object).not.toBeNull();
      expect(object?.size).toBe(png.length);
      expect(object?.contentType).toBe('image/png');
      const bytes = await readAll(object);
      expect(bytes.equals(png)).toBe(true);
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
    });

    it('overwrites an existing key', async () => {
      const { storage } = setup();
      const key = `identity/${randomBytes(8).toString('hex')}.pdf`;
      await storage.put(key, Buffer.from('%PDF-1.4 first version, longer'), 'application/pdf');
      await storage.put(key, Buffer.from('%PDF-1.4 second'), 'application/pdf');
      const object = await storage.get(key);
      expect(object?.size).toBe(15);
      expect(object?.contentType).toBe('application/pdf');
      expect((await readAll(object)).toString()).toBe('%PDF-1.4 second');
    });

    it('answers null for a missing key and deletes a missing key without error', async () => {
      const { storage } = setup();
      expect(await storage.get('avatars/does-not-exist.png')).toBeNull();
      expect(await storage.get('nofolder/does-not-exist.png')).toBeNull();
      await expect(storage.delete('avatars/does-not-exist.png')).resolves.toBeUndefined();
    });

    it('refuses unsafe keys in put, get and delete', async () => {
      const { storage } = setup();
      for (const key of [
        '../x.png',
        '/etc/passwd',
        'a\\b.png',
        'avatars/..png',
        'avatars/x\0.png',
      ]) {
        await expect(storage.put(key, png, 'image/png'), key).rejects.toThrow(
          UnsafeStorageKeyError,
        );
        await expect(storage.get(key), key).rejects.toThrow(UnsafeStorageKeyError);
        await expect(storage.delete(key), key).rejects.toThrow(UnsafeStorageKeyError);
      }
    });
  });
}

describe('local disk storage', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tb-storage-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  storageContract('local', () => ({ storage: createStorage({ dataDir }) }));

  it('keeps files under dataDir/uploads, mode 0600, with no temporary files left', async () => {
    const storage = createStorage({ dataDir });
    const bytes = randomBytes(1234);
    await storage.put('avatars/abc.jpg', bytes, 'image/jpeg');
    await storage.put('avatars/abc.jpg', bytes, 'image/jpeg');
    const file = path.join(dataDir, 'uploads', 'avatars', 'abc.jpg');
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file)).filter((f) => f.includes('abc'))).toEqual(['abc.jpg']);
    expect(readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    await storage.delete('avatars/abc.jpg');
    expect(existsSync(file)).toBe(false);
  });

  it('derives the content type from the extension, whatever put was told', async () => {
    const storage = createStorage({ dataDir });
    await storage.put('identity/doc.pdf', Buffer.from('%PDF-1.7'), 'image/png');
    const object = await storage.get('identity/doc.pdf');
    expect(object?.contentType).toBe('application/pdf');
    await readAll(object);
  });

  it('writes nothing outside uploads for an unsafe key', async () => {
    const storage = createStorage({ dataDir });
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect(existsSync(path.join(dataDir, 'escape.png'))).toBe(false);
  });
});

// s3rver is a real S3-protocol server (signatures checked, objects on disk) that runs in-process.
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

describe('S3 storage against s3rver', () => {
  const bucket = 'tb-test';
  let directory: string;
  let server: S3rverInstance;
  let endpoint: string;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'tb-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  // s3rver's fixed test credentials. It checks the access key id, but not SigV4 signatures.
  const s3 = (overrides: { bucket?: string; accessKeyId?: string } = {}) => ({
    bucket: overrides.bucket ?? bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: overrides.accessKeyId ?? 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

  storageContract('s3', () => ({ storage: createStorage({ dataDir: '/nonexistent', s3: s3() }) }));

  it('stores the content type it was given and writes nothing to the local disk', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-storage-s3-'));
    try {
      const storage = createStorage({ dataDir, s3: s3() });
      await storage.put('avatars/typed.png', Buffer.from('not really a png'), 'image/webp');
      const object = await storage.get('avatars/typed.png');
      expect(object?.contentType).toBe('image/webp');
      expect((await readAll(object)).toString()).toBe('not really a png');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('fails loudly, not with null, for a missing bucket or wrong credentials', async () => {
    const noBucket = createStorage({
      dataDir: '/nonexistent',
      s3: s3({ bucket: 'no-such-bucket' }),
    });
    await expect(noBucket.get('avatars/x.png')).rejects.toThrow(/bucket/i);
    await expect(noBucket.put('avatars/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    const wrongKey = createStorage({
      dataDir: '/nonexistent',
      s3: s3({ accessKeyId: 'UNKNOWN' }),
    });
    await expect(wrongKey.put('avatars/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Access Key Id/i,
    );
    await expect(wrongKey.get('avatars/x.png')).rejects.toThrow(/Access Key Id/i);
  });
});

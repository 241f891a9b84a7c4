import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

/**
 * Uploaded files (avatars, identity documents). In one process they live on disk under
 * DATA_DIR/uploads; with S3_BUCKET set they live in an S3-compatible bucket, which every instance
 * shares. Neither is public: files are served (or not) by the app's own routes.
 */
export type StoredObject = {
  /** Read it to the end or destroy it: with S3 it holds an HTTP connection. */
  body: NodeJS.ReadableStream;
  size: number;
  contentType: string;
};

/** The S3 settings of the configuration (S3_* variables). */
export type S3Settings = NonNullable<Config['s3']>;

export type Storage = {
  /** Stores bytes under key (e.g. "avatars/3f9c….png"); overwrites. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** No error when it does not exist. */
  delete(key: string): Promise<void>;
};

export type StorageOptions = {
  /** Local: files under <dataDir>/uploads/<key>. */
  dataDir: string;
  s3?: S3Settings;
};

export class UnsafeStorageKeyError extends Error {
  override name = 'UnsafeStorageKeyError';
  constructor(key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

const SAFE_KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.(png|jpg|jpeg|webp|pdf)$/;
const MAX_KEY_LENGTH = 200;

/**
 * A key is "<folder>/<name>.<ext>": folder of [a-z0-9-], name of [A-Za-z0-9_-], extension png,
 * jpg, jpeg, webp (avatar thumbnails) or pdf. So never "..", an absolute path, a backslash, a NUL
 * or a second folder level.
 */
export function isSafeStorageKey(key: string): boolean {
  return typeof key === 'string' && key.length <= MAX_KEY_LENGTH && SAFE_KEY.test(key);
}

function checkKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(String(key));
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The content type a key's extension stands for. */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

function isNotFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'uploads');
  const fileFor = (key: string) => {
    checkKey(key);
    const file = path.resolve(root, key);
    // The key pattern already rules this out; a second lock on the same door.
    if (!file.startsWith(root + path.sep)) throw new UnsafeStorageKeyError(key);
    return file;
  };

  return {
    async put(key, body) {
      const file = fileFor(key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // A leading dot: never a valid key, so a temporary file can't be mistaken for an object.
      const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await open(temp, 'wx', 0o600);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fileFor(key);
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        return {
          // The stream closes the handle when it ends or is destroyed.
          body: handle.createReadStream(),
          size: stat.size,
          contentType: contentTypeForKey(key),
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const file = fileFor(key);
      try {
        await unlink(file);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}

export function createS3Storage(s3: NonNullable<StorageOptions['s3']>): Storage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    // Without keys the SDK's default chain applies (environment, shared files, instance role).
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // S3-compatible services (MinIO, R2, Ceph and others) do not all accept the SDK's newer
    // default integrity checksums; send them only where the API requires them there.
    ...(s3.endpoint
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });

  return {
    async put(key, body, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async get(key) {
      checkKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        const body = result.Body;
        if (!(body instanceof Readable)) throw new Error('S3 GetObject returned no readable body');
        return {
          body,
          size: result.ContentLength ?? 0,
          contentType: result.ContentType || contentTypeForKey(key),
        };
      } catch (error) {
        // Only a missing key is "no such object"; a missing bucket is a configuration error.
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        throw error;
      }
    },

    async delete(key) {
      checkKey(key);
      // S3 answers DeleteObject for a missing key with success; some compatible services with
      // NoSuchKey, which means the same here.
      try {
        await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return;
        throw error;
      }
    },
  };
}

export function createStorage(options: StorageOptions): Storage {
  return options.s3 ? createS3Storage(options.s3) : createLocalStorage(options.dataDir);
}

import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { AVATAR_WIDTHS } from '../../../shared/limits.ts';
import type { Storage } from '../../infra/storage.ts';

/**
 * Avatars in the sizes pages draw them (docs/decisions/064). An upload may be a 5 MB photo and
 * a card shows it 36 px wide, so pages ask for `?w=` one of AVATAR_WIDTHS (a `srcset`), and the
 * server answers a square WebP of that width, made from the upload on first request and kept in
 * storage beside it.
 */
export type AvatarWidth = (typeof AVATAR_WIDTHS)[number];

export function isAvatarWidth(value: number): value is AvatarWidth {
  return (AVATAR_WIDTHS as readonly number[]).includes(value);
}

/** The storage key of an avatar's thumbnail: "avatar-thumbs/<name>-<width>.webp". */
export function thumbnailKey(avatarName: string, width: AvatarWidth): string {
  return `avatar-thumbs/${avatarName.replace(/\.(png|jpg)$/, '')}-${width}.webp`;
}

/** Every thumbnail key an avatar can have, made or not: what goes when the avatar goes. */
export function thumbnailKeys(avatarName: string): string[] {
  return AVATAR_WIDTHS.map((width) => thumbnailKey(avatarName, width));
}

/**
 * Larger images are served as uploaded rather than decoded: a 5 MB PNG can unpack to gigabytes
 * (a decompression bomb). 50 megapixels is above any phone camera's usual photo.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** Square, centred like the page's `object-cover`, turned upright by its EXIF, without metadata. */
export async function makeThumbnail(original: Buffer, width: AvatarWidth): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, height: width, fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * What the route sends: the WebP, or the upload itself when it could not be made smaller
 * (corrupt, or too large to decode).
 */
export type AvatarFile = {
  body: Buffer | NodeJS.ReadableStream;
  size: number;
  contentType: string;
};

export function createAvatarThumbnails(deps: {
  storage: Storage;
  onFailure: (error: unknown, avatarName: string) => void;
}) {
  const { storage } = deps;
  /** One making per thumbnail at a time in this process: a page of cards asks for each once. */
  const making = new Map<string, Promise<AvatarFile | null>>();

  async function make(avatarName: string, width: AvatarWidth): Promise<AvatarFile | null> {
    const original = await storage.get(`avatars/${avatarName}`);
    if (!original) return null;
    const bytes = await buffer(original.body);
    let thumbnail: Buffer;
    try {
      thumbnail = await makeThumbnail(bytes, width);
    } catch (error) {
      deps.onFailure(error, avatarName);
      return { body: bytes, size: bytes.length, contentType: original.contentType };
    }
    const key = thumbnailKey(avatarName, width);
    await storage.put(key, thumbnail, 'image/webp');
    // The avatar may have been replaced or its account deleted while this one was being made;
    // then its thumbnails were deleted before this one existed, so this one goes too.
    const still = await storage.get(`avatars/${avatarName}`);
    if (still) {
      (still.body as Readable).destroy();
    } else {
      await storage.delete(key);
      return null;
    }
    return { body: thumbnail, size: thumbnail.length, contentType: 'image/webp' };
  }

  return {
    /** The thumbnail of a stored avatar, or null when there is no such avatar. */
    async get(avatarName: string, width: AvatarWidth): Promise<AvatarFile | null> {
      const key = thumbnailKey(avatarName, width);
      const stored = await storage.get(key);
      if (stored) return stored;
      const pending = making.get(key);
      if (pending) return pending;
      const promise = make(avatarName, width).finally(() => making.delete(key));
      making.set(key, promise);
      return promise;
    },
  };
}

export type AvatarThumbnails = ReturnType<typeof createAvatarThumbnails>;

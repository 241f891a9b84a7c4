import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Role } from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Storage } from '../../infra/storage.ts';
import type { UserRow } from './accounts.ts';
import { thumbnailKeys } from './avatar-thumbnails.ts';
import {
  afterDecision,
  afterUpload,
  type IdentityChange,
  type IdentityState,
} from './identity-document.ts';
import type { Upload, UploadKind } from './uploads.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const IDENTITY_URL_PREFIX = '/api/files/identity/';

/** The storage key behind a stored avatar or document path, or null for anything else. */
function storageKeyOf(path: string): string | null {
  if (path.startsWith(AVATAR_URL_PREFIX)) return `avatars/${path.slice(AVATAR_URL_PREFIX.length)}`;
  if (path.startsWith(IDENTITY_URL_PREFIX))
    return `identity/${path.slice(IDENTITY_URL_PREFIX.length)}`;
  return null;
}

/**
 * A member's stored files, avatar and identity document (docs/decisions/008 and 018): the file in
 * storage and the path on the account row change together.
 */
export function createProfileFiles(deps: {
  db: Database;
  storage: Storage;
  findById: (id: number) => Promise<UserRow | undefined>;
  /** After the avatar or the identity badge changed: job replies show both (decisions/036). */
  shownChanged: (user: UserRow) => Promise<void>;
}) {
  const { db, storage } = deps;

  /** Removes stored avatars (with their thumbnails) or documents; one already gone is no error. */
  async function deleteFiles(paths: (string | null)[]) {
    for (const path of paths) {
      const key = path ? storageKeyOf(path) : null;
      if (!key) continue;
      await storage.delete(key).catch(() => {});
      if (path?.startsWith(AVATAR_URL_PREFIX)) {
        for (const thumbnail of thumbnailKeys(path.slice(AVATAR_URL_PREFIX.length))) {
          await storage.delete(thumbnail).catch(() => {});
        }
      }
    }
  }

  /**
   * Applies a change of the identity document and badge under a lock on the row, so that two
   * uploads, or an upload and an admin's decision, never work from the same stale state. Returns
   * the files no longer referenced; they are deleted after the commit.
   */
  async function changeIdentity(
    id: number,
    transition: (state: IdentityState) => IdentityChange,
  ): Promise<string[]> {
    return db.transaction(async (tx) => {
      const [state] = await tx
        .select({
          identityDocument: users.identityDocument,
          identityVerified: users.identityVerified,
          previousIdentityDocument: users.previousIdentityDocument,
        })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!state) throw notFound(MESSAGES.profileNotFound);
      const { next, discarded } = transition(state);
      await tx
        .update(users)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(users.id, id));
      return discarded;
    });
  }

  return {
    deleteFiles,

    /**
     * Stores a new avatar or identity document. The new file is written first and the profile
     * switched to it; only then is the old file removed, so any failure leaves the profile as it
     * was (and a new file the profile never pointed at is removed again).
     */
    async replaceFile(id: number, kind: UploadKind, upload: Upload): Promise<void> {
      const user = await deps.findById(id);
      if (!user) throw notFound(MESSAGES.profileNotFound);
      const name = `${randomBytes(16).toString('hex')}.${upload.ext}`;
      const key = kind === 'avatar' ? `avatars/${name}` : `identity/${name}`;
      const path =
        kind === 'avatar' ? `${AVATAR_URL_PREFIX}${name}` : `${IDENTITY_URL_PREFIX}${name}`;
      await storage.put(key, upload.bytes, upload.contentType);
      let discarded: (string | null)[];
      try {
        if (kind === 'avatar') {
          await db
            .update(users)
            .set({ avatar: path, updatedAt: new Date() })
            .where(eq(users.id, id));
          discarded = [user.avatar];
        } else {
          // A new document takes the badge away until an admin decides (docs/decisions/018).
          discarded = await changeIdentity(id, (state) => afterUpload(state, path));
        }
      } catch (error) {
        await storage.delete(key).catch(() => {});
        throw error;
      }
      // An avatar is shown; a new document may have taken the identity badge away.
      await deps.shownChanged(user);
      await deleteFiles(discarded);
    },

    /**
     * An admin's verdict on the current identity document; the verified document kept since a
     * newer upload is deleted either way (docs/decisions/018). Says whether there was one.
     */
    async decideIdentity(
      id: number,
      verify: boolean,
    ): Promise<{ discardedVerifiedDocument: boolean }> {
      const discarded = await changeIdentity(id, (state) => {
        if (verify && !state.identityDocument) throw conflict(MESSAGES.identityDocumentMissing);
        return afterDecision(state, verify);
      });
      const user = await deps.findById(id);
      if (user) await deps.shownChanged(user);
      await deleteFiles(discarded);
      return { discardedVerifiedDocument: discarded.length > 0 };
    },

    /** The identity document at `path`, for its owner or an admin only; 404 for anyone else. */
    async openIdentityDocument(name: string, viewer: { id: number; role: Role }) {
      const path = `${IDENTITY_URL_PREFIX}${name}`;
      const [owner] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.identityDocument, path))
        .limit(1);
      // Someone else's document and a document that does not exist look the same.
      if (!owner || (owner.id !== viewer.id && viewer.role !== 'admin')) {
        throw notFound(MESSAGES.identityDocumentNotFound);
      }
      const object = await storage.get(`identity/${name}`);
      if (!object) throw notFound(MESSAGES.identityDocumentNotFound);
      return { ...object, ownerId: owner.id };
    },
  };
}

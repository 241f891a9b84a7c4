import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { AVATAR_RULE, checkUpload, DOCUMENT_RULE } from './upload-rules.ts';

const file = (name: string, type: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type });

describe('upload checks before sending (spec section 5)', () => {
  it('asks for a file when none was chosen', () => {
    expect(checkUpload(undefined, AVATAR_RULE)).toBe(MESSAGES.uploadMissing);
  });

  it('takes JPEG and PNG avatars up to 5 MB', () => {
    expect(checkUpload(file('me.png', 'image/png'), AVATAR_RULE)).toBeNull();
    expect(checkUpload(file('me.JPG', 'image/jpeg'), AVATAR_RULE)).toBeNull();
    expect(checkUpload(file('me.jpeg', ''), AVATAR_RULE)).toBeNull();
    expect(checkUpload(file('me.pdf', 'application/pdf'), AVATAR_RULE)).toBe(
      MESSAGES.avatarInvalid,
    );
    expect(checkUpload(file('me.png', 'image/gif'), AVATAR_RULE)).toBe(MESSAGES.avatarInvalid);
    expect(checkUpload(file('me.png', 'image/png', 5 * 1024 * 1024 + 1), AVATAR_RULE)).toBe(
      MESSAGES.avatarInvalid,
    );
    expect(checkUpload(file('me.png', 'image/png', 0), AVATAR_RULE)).toBe(MESSAGES.avatarInvalid);
  });

  it('also takes PDFs as identity documents, up to 10 MB', () => {
    expect(checkUpload(file('id.pdf', 'application/pdf'), DOCUMENT_RULE)).toBeNull();
    expect(checkUpload(file('id.png', 'image/png', 10 * 1024 * 1024), DOCUMENT_RULE)).toBeNull();
    expect(checkUpload(file('id.docx', 'application/msword'), DOCUMENT_RULE)).toBe(
      MESSAGES.documentInvalid,
    );
    expect(
      checkUpload(file('id.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), DOCUMENT_RULE),
    ).toBe(MESSAGES.documentInvalid);
  });
});

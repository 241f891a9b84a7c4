import { describe, expect, it } from 'vitest';
import { avatarSrcSet } from './user-avatar.tsx';

describe('avatarSrcSet', () => {
  it("offers an uploaded avatar's thumbnails by width", () => {
    const src = `/uploads/avatars/${'a'.repeat(32)}.png`;
    expect(avatarSrcSet(src)).toBe(
      `${src}?w=64 64w, ${src}?w=128 128w, ${src}?w=256 256w, ${src}?w=384 384w`,
    );
  });

  it('offers none for an address the server makes no thumbnails of', () => {
    for (const src of [
      'https://example.com/me.png',
      '/uploads/avatars/me.png',
      `/uploads/avatars/${'a'.repeat(32)}.png?w=64`,
      `/api/files/identity/${'a'.repeat(32)}.png`,
    ]) {
      expect(avatarSrcSet(src), src).toBeUndefined();
    }
  });
});

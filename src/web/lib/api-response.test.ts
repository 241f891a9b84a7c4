import { describe, expect, it } from 'vitest';
import { attachmentName } from './api-response.ts';

describe('attachmentName: the file name a download was given', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(attachmentName('attachment; filename="users.csv"')).toBe('users.csv');
    expect(attachmentName('attachment; filename=users.csv')).toBe('users.csv');
    expect(attachmentName("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf');
  });

  it('is null without a name', () => {
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName('inline')).toBeNull();
  });
});

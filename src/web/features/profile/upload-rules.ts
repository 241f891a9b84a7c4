import { AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';

/** What an upload may be (spec sections 5 and 9). The server checks the bytes again. */
export type UploadRule = {
  mimeTypes: readonly string[];
  extensions: readonly string[];
  maxBytes: number;
  invalidMessage: string;
};

export const AVATAR_RULE: UploadRule = {
  mimeTypes: ['image/jpeg', 'image/png'],
  extensions: ['.jpg', '.jpeg', '.png'],
  maxBytes: AVATAR_MAX_BYTES,
  invalidMessage: MESSAGES.avatarInvalid,
};

export const DOCUMENT_RULE: UploadRule = {
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  extensions: ['.jpg', '.jpeg', '.png', '.pdf'],
  maxBytes: DOCUMENT_MAX_BYTES,
  invalidMessage: MESSAGES.documentInvalid,
};

/** The file input's accept attribute: types and extensions, for pickers that know only one. */
export function acceptOf(rule: UploadRule): string {
  return [...rule.mimeTypes, ...rule.extensions].join(',');
}

/** The spec's message when the file may not be sent, else null. */
export function checkUpload(file: File | undefined, rule: UploadRule): string | null {
  if (!file) return MESSAGES.uploadMissing;
  const name = file.name.toLowerCase();
  const hasAllowedExtension = rule.extensions.some((extension) => name.endsWith(extension));
  // Some systems report no type at all; the extension must then do.
  const hasAllowedType = file.type === '' || rule.mimeTypes.includes(file.type);
  if (!hasAllowedExtension || !hasAllowedType) return rule.invalidMessage;
  if (file.size === 0 || file.size > rule.maxBytes) return rule.invalidMessage;
  return null;
}

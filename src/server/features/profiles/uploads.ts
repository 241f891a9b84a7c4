import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { AppError, badRequest } from '../../errors.ts';

export type UploadKind = 'avatar' | 'document';

type Rule = {
  field: string;
  maxBytes: number;
  /** Types judged by the bytes, mapped to the extension we store under. */
  types: Record<string, 'png' | 'jpg' | 'pdf'>;
  message: string;
};

/** Spec sections 5 and 9: avatars JPEG/PNG up to 5 MB; identity documents also PDF, 10 MB. */
export const UPLOAD_RULES: Record<UploadKind, Rule> = {
  avatar: {
    field: 'avatar',
    maxBytes: AVATAR_MAX_BYTES,
    types: { 'image/png': 'png', 'image/jpeg': 'jpg' },
    message: MESSAGES.avatarInvalid,
  },
  document: {
    field: 'document',
    maxBytes: DOCUMENT_MAX_BYTES,
    types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' },
    message: MESSAGES.documentInvalid,
  },
};

export type Upload = { bytes: Buffer; ext: 'png' | 'jpg' | 'pdf'; contentType: string };

/**
 * Reads the one file of an upload from a multipart body and judges it by its bytes, never by
 * its name or declared type: a PNG named .pdf is a PNG; HTML or SVG named .png is refused.
 */
export async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<Upload> {
  const rule = UPLOAD_RULES[kind];
  if (!request.isMultipart()) throw badRequest(MESSAGES.uploadMissing);
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: rule.maxBytes, files: 1, fields: 10, fieldSize: 1024 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== rule.field || bytes !== undefined) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, rule.message, { field: rule.field });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest(`Send one file in the field "${rule.field}".`, { field: rule.field });
    }
    if (error instanceof Error && /multipart|boundary|Unexpected end/i.test(error.message)) {
      throw badRequest('The upload is not a valid multipart form.', { code: 'MALFORMED_REQUEST' });
    }
    throw error;
  }
  if (!bytes || bytes.length === 0) throw badRequest(MESSAGES.uploadMissing, { field: rule.field });
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected ? rule.types[detected.mime] : undefined;
  if (!detected || !ext) throw badRequest(rule.message, { field: rule.field });
  return { bytes, ext, contentType: detected.mime };
}

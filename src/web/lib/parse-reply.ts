import type { z } from 'zod';
import { MESSAGES } from '../../shared/messages.ts';
import { errorMessage } from './api.ts';

/** A reply that is not the shape the page expects (spec section 8, "Data shape"). */
export class DataShapeError extends Error {
  override name = 'DataShapeError';
}

/** Checks a reply against its schema; a mismatch is logged and thrown as a DataShapeError. */
export function parseReply<T extends z.ZodType>(
  schema: T,
  body: unknown,
  source: string,
): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`${source} answered an unexpected shape`, parsed.error.issues);
    throw new DataShapeError(MESSAGES.invalidDataFormat);
  }
  return parsed.data;
}

/** The text for a failed load: the shape message, the server's words, or the screen's fallback. */
export function loadErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof DataShapeError) return MESSAGES.invalidDataFormat;
  return errorMessage(error, fallback);
}

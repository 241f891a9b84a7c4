import { MESSAGES } from '../../shared/messages.ts';
import { DataShapeError, errorMessage } from './api.ts';

/** The text for a failed load: the shape message, the server's words, or the screen's fallback. */
export function loadErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof DataShapeError) return MESSAGES.invalidDataFormat;
  return errorMessage(error, fallback);
}

import { MESSAGES } from '../../../shared/messages.ts';
import { ApiError, DataShapeError } from '../../lib/api.ts';
import { ADMIN_TEXTS } from './admin-texts.ts';

/**
 * What to say when an admin action or load fails (spec section 8): the server's words when it
 * sent some; the action's own text ('Failed to delete user') when it answered without any or
 * could not be reached; the data-shape text for a reply of the wrong shape; and 'Unexpected
 * error occurred. Please try again.' for anything else (a bug on our side).
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof DataShapeError) return MESSAGES.invalidDataFormat;
  return ADMIN_TEXTS.unexpectedError;
}

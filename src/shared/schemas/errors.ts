import { z } from 'zod';
import { ERROR_CODES } from '../error-codes.ts';

/**
 * Every error the API answers has this shape: the spec's `{ statusCode, error, message }`, and
 * the stable `code` clients branch on, with `field` when one request value is at fault
 * (docs/decisions/029-error-codes.md).
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES).describe('Stable, closed set: branch on this, not on `message`.'),
  field: z
    .string()
    .optional()
    .describe('The path of the first invalid request value (`email`, `skills.0`), when one is.'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The error statuses a route documents, each with the one error shape: `errorReplies(400, 404)`. */
export function errorReplies<const S extends number>(
  ...statuses: S[]
): { [K in S]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [K in S]: typeof apiErrorSchema;
  };
}

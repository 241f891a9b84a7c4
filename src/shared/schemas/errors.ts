import { z } from 'zod';

/** Every error the API answers has this shape (architecture.md, "Rules of the house"). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

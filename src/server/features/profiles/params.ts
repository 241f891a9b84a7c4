import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';

/** `:id` of a user: a positive integer, else 400 'Invalid user ID.' (spec section 8). */
export const userIdParams = z.object({
  id: z.coerce
    .number({ error: MESSAGES.invalidUserId })
    .int(MESSAGES.invalidUserId)
    .positive(MESSAGES.invalidUserId)
    .max(2_147_483_647, MESSAGES.invalidUserId),
});

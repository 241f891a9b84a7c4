import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.ts';
import { idField } from '../../../shared/schemas/numbers.ts';

/**
 * `:id` of a user: decimal digits, 1 to 2,147,483,647, else 400 'Invalid user ID.' (spec
 * section 8; strict digits: docs/decisions/023-security-hardening.md).
 */
export const userIdParams = z.object({ id: idField(MESSAGES.invalidUserId) });

import { z } from 'zod';
import { EXCERPT_MAX_LENGTH, FINDING_KINDS } from '../trust/findings.ts';

/**
 * What the scam and off-platform detector found in a text (docs/decisions/044), as API replies
 * carry it: the kind, the sentence that holds it and where the matched words sit in it.
 */
export const findingSchema = z.object({
  kind: z.enum(FINDING_KINDS),
  excerpt: z.string().max(EXCERPT_MAX_LENGTH),
  match: z.object({
    start: z.number().int().min(0),
    end: z.number().int().min(0),
  }),
});
export const findingsSchema = z.array(findingSchema);
export type FindingReply = z.infer<typeof findingSchema>;

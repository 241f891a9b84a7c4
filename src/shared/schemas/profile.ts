import { z } from 'zod';
import { ROLES } from '../roles.ts';

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

/**
 * The caller's own profile (GET /api/profile). Field names follow spec section 3; role-specific
 * fields are null for the roles they do not belong to.
 */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  timezone: z.string().nullable(),
  currency: z.string().nullable(),
  avatar: z.string().nullable(),
  average_rating: z.number().nullable(),
  identity_verified: z.boolean(),
  identity_document: z.string().nullable(),
  profile_views: z.number().int(),
  is_blocked: z.boolean(),
  email_verified: z.boolean(),
  created_at: z.string(),
  company_name: z.string().nullable(),
  company_info: z.string().nullable(),
  referral_link: z.string().nullable(),
  skills: z.array(z.string()),
  categories: z.array(categorySchema),
  experience: z.string().nullable(),
  portfolio: z.string().nullable(),
  video_intro: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

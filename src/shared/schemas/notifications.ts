import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
} from '../notifications.ts';
import { idField, wholeNumberField } from './numbers.ts';

/** One notification of the centre (docs/decisions/052). */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first; `next_before` pages on, null at the end. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  next_before: z.number().int().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuerySchema = z.object({
  before: idField(MESSAGES.notificationBeforeInvalid).optional(),
  limit: wholeNumberField(MESSAGES.notificationLimitInvalid, 1, NOTIFICATIONS_PAGE_MAX).default(
    NOTIFICATIONS_PAGE_DEFAULT,
  ),
});

export const notificationIdParams = z.object({ id: idField(MESSAGES.notificationNotFound) });

export const notificationCountSchema = z.object({ count: z.number().int() });

/** A kind and its channel; GET answers the caller's role's kinds, PUT takes any of them. */
export const notificationPreferencesSchema = z.record(z.string(), z.enum(NOTIFICATION_CHANNELS));
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

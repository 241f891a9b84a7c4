/**
 * The notification centre (docs/decisions/052): what a person is told about, and how. Each kind
 * has a default channel, used until the person picks another on their profile. Security and
 * account mail (verification, password reset, e-mail change, two-factor) is not a kind: it always
 * goes and is never routed through notifications.
 */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'digest', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  app: 'In the app only',
  email: 'By e-mail at once',
  digest: 'In a daily e-mail digest',
  off: 'Off',
};

type KindInfo = {
  label: string;
  /** Who receives this kind; the profile card shows a role's kinds only. */
  roles: readonly ('jobseeker' | 'employer' | 'admin')[];
  default: NotificationChannel;
};

/**
 * Defaults: e-mail at once where a mail went before (decisions on a person's own application,
 * invitations, messages while away, complaint outcomes, identity decisions, the weekly reminder,
 * job alerts, which mail on their own schedule); a daily digest for new applications, which can
 * come by the dozen and need no answer within the hour.
 */
export const NOTIFICATION_KINDS = {
  application_received: {
    label: 'New applications to my job posts',
    roles: ['employer'],
    default: 'digest',
  },
  application_accepted: {
    label: 'My application was accepted',
    roles: ['jobseeker'],
    default: 'email',
  },
  application_rejected: {
    label: 'My application was declined',
    roles: ['jobseeker'],
    default: 'email',
  },
  invitation: { label: 'Invitations to apply', roles: ['jobseeker'], default: 'email' },
  message_while_away: {
    label: 'Messages sent while I am away',
    roles: ['jobseeker', 'employer'],
    default: 'email',
  },
  alert_matches: { label: 'New jobs matching my alerts', roles: ['jobseeker'], default: 'email' },
  complaint_outcome: {
    label: 'The outcome of my complaints',
    roles: ['jobseeker', 'employer', 'admin'],
    default: 'email',
  },
  identity_decision: {
    label: 'Decisions on my identity checks',
    roles: ['jobseeker', 'employer'],
    default: 'email',
  },
  pending_reminder: {
    label: 'Weekly reminder of applicants waiting',
    roles: ['employer'],
    default: 'email',
  },
  // A post closing in a week, with its one-click Extend, and a post closed by its expiry
  // (docs/decisions/058).
  job_post_expiry: {
    label: 'My job posts closing soon or expired',
    roles: ['employer'],
    default: 'email',
  },
} as const satisfies Record<string, KindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as [
  NotificationKind,
  ...NotificationKind[],
];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_KINDS, value);
}

export function isNotificationChannel(value: unknown): value is NotificationChannel {
  return typeof value === 'string' && (NOTIFICATION_CHANNELS as readonly string[]).includes(value);
}

/** The kinds a role receives, in display order. */
export function notificationKindsOf(role: string): NotificationKind[] {
  return NOTIFICATION_KIND_NAMES.filter((kind) =>
    (NOTIFICATION_KINDS[kind].roles as readonly string[]).includes(role),
  );
}

/** One page of the list at most. */
export const NOTIFICATIONS_PAGE_MAX = 50;
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
/** The daily digest goes at this local hour, in the person's time zone (UTC when none is set). */
export const DIGEST_HOUR = 8;
/** Items listed in one digest; the rest are counted. */
export const DIGEST_ITEMS_MAX = 30;

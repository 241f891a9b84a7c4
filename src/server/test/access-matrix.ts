import type { RouteAccess } from '../plugins/auth.ts';

/**
 * The access matrix: every API route the app registers, with who may call it. A route missing
 * from this table fails the first test, so a new route cannot ship without its row. Every row
 * is called by every role with real ids (TARGETS); routes whose id names someone's object also
 * have owner versus non-owner rows (OWNERSHIP), and the socket events have their own table
 * (SOCKET_EVENTS). docs/security.md summarises the rules.
 */
export const MATRIX: { method: string; url: string; access: RouteAccess }[] = [
  { method: 'GET', url: '/api/health', access: 'public' },
  { method: 'GET', url: '/api/health/ready', access: 'public' },
  { method: 'POST', url: '/api/auth/register', access: 'public' },
  { method: 'POST', url: '/api/auth/login', access: 'public' },
  { method: 'POST', url: '/api/auth/logout', access: 'user' },
  { method: 'GET', url: '/api/auth/verify-email', access: 'public' },
  { method: 'POST', url: '/api/auth/resend-verification', access: 'user' },
  { method: 'POST', url: '/api/auth/reset-password-request', access: 'public' },
  { method: 'POST', url: '/api/auth/forgot-password', access: 'public' },
  { method: 'POST', url: '/api/auth/reset-password', access: 'public' },
  // Their power is the mailed token, not a session (docs/decisions/008).
  { method: 'POST', url: '/api/auth/email-change/confirm', access: 'public' },
  { method: 'POST', url: '/api/auth/email-change/cancel', access: 'public' },
  // Two-factor sign-in (docs/decisions/047): any signed-in user may set it up; verify is the
  // second step of a login, its power is the mfaToken and the code.
  { method: 'GET', url: '/api/auth/mfa', access: 'user' },
  { method: 'POST', url: '/api/auth/mfa/setup', access: 'user' },
  { method: 'POST', url: '/api/auth/mfa/enable', access: 'user' },
  { method: 'POST', url: '/api/auth/mfa/disable', access: 'user' },
  { method: 'POST', url: '/api/auth/mfa/recovery-codes', access: 'user' },
  { method: 'POST', url: '/api/auth/mfa/verify', access: 'public' },
  // The signed link is the key, whoever is logged in (docs/decisions/037); which account a link
  // may change is tested in features/profiles/mail-preferences.test.ts.
  { method: 'GET', url: '/api/mail-preferences/unsubscribe', access: 'public' },
  { method: 'POST', url: '/api/mail-preferences/unsubscribe', access: 'public' },
  { method: 'GET', url: '/api/profile', access: 'user' },
  // The notification centre (docs/decisions/052): the caller's own only; another's id is 404.
  { method: 'GET', url: '/api/notifications', access: 'user' },
  { method: 'GET', url: '/api/notifications/unread-count', access: 'user' },
  { method: 'POST', url: '/api/notifications/:id/read', access: 'user' },
  { method: 'POST', url: '/api/notifications/read-all', access: 'user' },
  { method: 'GET', url: '/api/notification-preferences', access: 'user' },
  { method: 'PUT', url: '/api/notification-preferences', access: 'user' },
  // The caller's own account activity; no id names anyone else's (docs/decisions/048).
  { method: 'GET', url: '/api/profile/activity', access: 'user' },
  { method: 'POST', url: '/api/auth/sign-out-everywhere', access: 'user' },
  { method: 'PUT', url: '/api/profile', access: 'user' },
  { method: 'DELETE', url: '/api/profile', access: 'user' },
  { method: 'POST', url: '/api/profile/upload-avatar', access: ['jobseeker', 'employer'] },
  { method: 'POST', url: '/api/profile/upload-identity', access: ['jobseeker', 'employer'] },
  { method: 'POST', url: '/api/profile/:id/increment-view', access: 'optional' },
  { method: 'GET', url: '/api/users/:id', access: 'optional' },
  { method: 'GET', url: '/api/files/identity/:name', access: 'user' },
  { method: 'GET', url: '/api/categories', access: 'public' },
  { method: 'POST', url: '/api/categories', access: 'admin' },
  { method: 'GET', url: '/api/reviews/user/:id', access: 'public' },
  { method: 'POST', url: '/api/job-posts', access: 'employer' },
  { method: 'GET', url: '/api/job-posts', access: 'public' },
  { method: 'GET', url: '/api/job-posts/my-posts', access: 'employer' },
  { method: 'GET', url: '/api/job-posts/:id', access: 'optional' },
  // A public job's sharing picture, outside /api so crawlers that obey robots.txt can fetch it
  // (docs/decisions/057); a post the public cannot see is 404 for everyone.
  { method: 'GET', url: '/jobs/:id/card.png', access: 'public' },
  // Avatars and their thumbnails (docs/decisions/064): public files with random names.
  { method: 'GET', url: '/uploads/avatars/:name', access: 'public' },
  // A company's open jobs (docs/decisions/036).
  { method: 'GET', url: '/api/users/:id/job-posts', access: 'public' },
  { method: 'PUT', url: '/api/job-posts/:id', access: 'employer' },
  { method: 'POST', url: '/api/job-posts/:id/close', access: 'employer' },
  // Job posts expire (docs/decisions/058): the owner's Extend; the mailed link's power is its
  // signed token, whoever is signed in (tested in features/jobs/expiry.test.ts).
  { method: 'POST', url: '/api/job-posts/:id/extend', access: 'employer' },
  { method: 'GET', url: '/api/job-post-extensions', access: 'public' },
  { method: 'POST', url: '/api/job-post-extensions', access: 'public' },
  { method: 'POST', url: '/api/job-posts/:id/increment-view', access: 'optional' },
  { method: 'POST', url: '/api/admin/job-posts/:id/approve', access: 'admin' },
  { method: 'POST', url: '/api/admin/job-posts/:id/flag', access: 'admin' },
  { method: 'POST', url: '/api/admin/job-posts/:id/set-application-limit', access: 'admin' },
  { method: 'GET', url: '/api/stats', access: 'public' },
  { method: 'POST', url: '/api/job-applications', access: 'jobseeker' },
  { method: 'GET', url: '/api/job-applications/my-applications', access: 'jobseeker' },
  { method: 'GET', url: '/api/job-applications/job-post/:id', access: 'employer' },
  { method: 'PUT', url: '/api/job-applications/:id', access: 'employer' },
  { method: 'DELETE', url: '/api/job-applications/:id', access: 'jobseeker' },
  { method: 'POST', url: '/api/job-applications/bulk-reject', access: 'employer' },
  { method: 'GET', url: '/api/users/:id/responsiveness', access: 'public' },
  { method: 'GET', url: '/api/job-applications/check/:id', access: 'user' },
  // Invitations to apply (docs/decisions/034): employers send, jobseekers answer.
  { method: 'POST', url: '/api/invitations', access: 'employer' },
  { method: 'GET', url: '/api/invitations', access: 'jobseeker' },
  { method: 'GET', url: '/api/invitations/sent', access: 'employer' },
  { method: 'POST', url: '/api/invitations/:id/accept', access: 'jobseeker' },
  { method: 'POST', url: '/api/invitations/:id/decline', access: 'jobseeker' },
  // Matches explained both ways (docs/decisions/054): a jobseeker's own matches; suggested talent
  // only for the post's owner (owner rows in access.test.ts).
  { method: 'GET', url: '/api/recommendations/jobs', access: 'jobseeker' },
  { method: 'GET', url: '/api/job-posts/:id/suggested-talent', access: 'employer' },
  // Saved searches and job alerts (docs/decisions/053): jobseekers' own, visitors' by signed link.
  { method: 'GET', url: '/api/saved-searches', access: 'jobseeker' },
  { method: 'POST', url: '/api/saved-searches', access: 'jobseeker' },
  { method: 'PUT', url: '/api/saved-searches/:id', access: 'jobseeker' },
  { method: 'DELETE', url: '/api/saved-searches/:id', access: 'jobseeker' },
  { method: 'POST', url: '/api/saved-searches/email', access: 'public' },
  { method: 'POST', url: '/api/saved-searches/confirm', access: 'public' },
  { method: 'GET', url: '/api/saved-searches/by-link', access: 'public' },
  { method: 'PUT', url: '/api/saved-searches/by-link', access: 'public' },
  { method: 'DELETE', url: '/api/saved-searches/by-link', access: 'public' },
  { method: 'POST', url: '/api/saved-searches/unsubscribe', access: 'public' },
  { method: 'POST', url: '/api/reviews', access: ['jobseeker', 'employer'] },
  // The plain lists are public; asking about working-hours overlap needs an employer or an
  // admin (docs/decisions/051), tested per caller in access.test.ts.
  { method: 'GET', url: '/api/talents', access: 'optional' },
  { method: 'GET', url: '/api/users', access: 'optional' },
  { method: 'GET', url: '/api/admin/settings/application-limit', access: 'admin' },
  { method: 'POST', url: '/api/admin/settings/application-limit', access: 'admin' },
  { method: 'GET', url: '/api/chats', access: ['jobseeker', 'employer'] },
  { method: 'GET', url: '/api/chats/unread-count', access: ['jobseeker', 'employer'] },
  { method: 'GET', url: '/api/chats/:id/messages', access: ['jobseeker', 'employer'] },
  { method: 'POST', url: '/api/chats/:id/read', access: ['jobseeker', 'employer'] },
  { method: 'GET', url: '/api/users/:id/online', access: 'user' },
  { method: 'GET', url: '/api/admin/chat/:id', access: 'admin' },
  { method: 'GET', url: '/api/admin/audit-log', access: 'admin' },
  { method: 'GET', url: '/api/admin/users', access: 'admin' },
  { method: 'GET', url: '/api/admin/users/export-csv', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/users/:id', access: 'admin' },
  { method: 'POST', url: '/api/admin/users/:id/reset-password', access: 'admin' },
  { method: 'POST', url: '/api/admin/users/:id/block', access: 'admin' },
  { method: 'POST', url: '/api/admin/users/:id/unblock', access: 'admin' },
  { method: 'GET', url: '/api/admin/users/:id/risk-score', access: 'admin' },
  // The review queue's evidence (docs/decisions/046).
  { method: 'GET', url: '/api/admin/users/:id/flagged-messages', access: 'admin' },
  { method: 'POST', url: '/api/admin/profile/:id/verify-identity', access: 'admin' },
  { method: 'GET', url: '/api/admin/blocked-countries', access: 'admin' },
  { method: 'POST', url: '/api/admin/blocked-countries', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/blocked-countries/:code', access: 'admin' },
  // Content, moderation and analytics (docs/decisions/019).
  { method: 'POST', url: '/api/feedback', access: 'user' },
  { method: 'GET', url: '/api/feedback', access: 'admin' },
  { method: 'POST', url: '/api/complaints', access: 'user' },
  { method: 'GET', url: '/api/complaints', access: 'user' },
  { method: 'GET', url: '/api/admin/complaints', access: 'admin' },
  { method: 'POST', url: '/api/admin/complaints/:id/resolve', access: 'admin' },
  { method: 'GET', url: '/api/admin/job-posts', access: 'admin' },
  { method: 'GET', url: '/api/admin/job-posts/applications', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/job-posts/:id', access: 'admin' },
  { method: 'POST', url: '/api/admin/job-posts/:id/notify-candidates', access: 'admin' },
  { method: 'GET', url: '/api/admin/reviews', access: 'admin' },
  { method: 'DELETE', url: '/api/admin/reviews/:id', access: 'admin' },
  // Plans (docs/decisions/055): an employer's own billing and requests; admins' plan tools.
  { method: 'GET', url: '/api/billing', access: 'employer' },
  { method: 'POST', url: '/api/billing/plan-requests', access: 'employer' },
  { method: 'POST', url: '/api/billing/plan-requests/:id/withdraw', access: 'employer' },
  { method: 'GET', url: '/api/admin/plan-requests', access: 'admin' },
  { method: 'POST', url: '/api/admin/plan-requests/:id/grant', access: 'admin' },
  { method: 'POST', url: '/api/admin/plan-requests/:id/refuse', access: 'admin' },
  { method: 'POST', url: '/api/admin/users/:id/plan', access: 'admin' },
  { method: 'GET', url: '/api/admin/billing', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/registrations', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/geographic-distribution', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/growth-trends', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/online-users', access: 'admin' },
  { method: 'GET', url: '/api/admin/analytics/recent-registrations', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-employers', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-employers-by-posts', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-jobseekers', access: 'admin' },
  { method: 'GET', url: '/api/admin/leaderboards/top-jobseekers-by-views', access: 'admin' },
  // Stripe (docs/decisions/055): employers start Checkout or open the portal for their own
  // customer only (no id in the path); the webhook has no session, its power is Stripe's signature.
  { method: 'POST', url: '/api/billing/checkout', access: 'employer' },
  { method: 'POST', url: '/api/billing/portal', access: 'employer' },
  { method: 'POST', url: '/api/billing/webhook', access: 'public' },
];

/**
 * Routes with a path parameter that names nothing owned by a member, or whose only rule is the
 * role (admin tools): each says why it has no owner row.
 */
export const NOT_OWNED: Record<string, string> = {
  'POST /api/profile/:id/increment-view': 'a public profile; own views are simply not counted',
  'GET /api/users/:id': 'a public profile',
  'GET /api/reviews/user/:id': 'public reviews',
  'POST /api/job-posts/:id/increment-view': 'a public post',
  'GET /api/users/:id/job-posts': "a company's public posts, the same for everyone",
  'GET /jobs/:id/card.png': "a public post's sharing picture, the same for everyone",
  'GET /uploads/avatars/:name': "a member's public photo, the same for everyone",
  'GET /api/job-applications/check/:id': "answers about the caller's own application only",
  'GET /api/users/:id/online': 'presence is shown to every logged-in member',
  'GET /api/users/:id/responsiveness': "public figures of an employer's decisions",
  'GET /api/admin/chat/:id': 'admin only',
  'POST /api/admin/plan-requests/:id/grant': 'admin only',
  'POST /api/admin/plan-requests/:id/refuse': 'admin only',
  'POST /api/admin/users/:id/plan': 'admin only',
  'POST /api/admin/job-posts/:id/approve': 'admin only',
  'POST /api/admin/job-posts/:id/flag': 'admin only',
  'POST /api/admin/job-posts/:id/set-application-limit': 'admin only',
  'DELETE /api/admin/users/:id': 'admin only',
  'POST /api/admin/users/:id/reset-password': 'admin only',
  'POST /api/admin/users/:id/block': 'admin only',
  'POST /api/admin/users/:id/unblock': 'admin only',
  'GET /api/admin/users/:id/risk-score': 'admin only',
  'GET /api/admin/users/:id/flagged-messages': 'admin only',
  'POST /api/admin/profile/:id/verify-identity': 'admin only',
  'DELETE /api/admin/blocked-countries/:code': 'admin only',
  'POST /api/admin/complaints/:id/resolve': 'admin only',
  'DELETE /api/admin/job-posts/:id': 'admin only',
  'POST /api/admin/job-posts/:id/notify-candidates': 'admin only',
  'DELETE /api/admin/reviews/:id': 'admin only',
};

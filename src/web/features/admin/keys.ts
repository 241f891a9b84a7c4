/**
 * Query keys of the admin console. Every admin change invalidates `adminKeys.all`: users, posts
 * and moderation all feed the dashboard's counts (docs/decisions/020).
 */
export const adminKeys = {
  all: ['admin'] as const,
  users: {
    all: ['admin', 'users'] as const,
    list: (filter: object) => ['admin', 'users', filter] as const,
    risk: (id: number | null) => ['admin', 'users', 'risk', id] as const,
    flaggedMessages: (id: number | null) => ['admin', 'users', 'flagged-messages', id] as const,
  },
  jobPosts: {
    list: (filter: object) => ['admin', 'job-posts', 'list', filter] as const,
    withApplications: ['admin', 'job-posts', 'with-applications'] as const,
    pending: (limit: number) => ['admin', 'job-posts', 'pending', limit] as const,
    held: (limit: number) => ['admin', 'job-posts', 'held', limit] as const,
  },
  analytics: (...parts: (string | number)[]) => ['admin', 'analytics', ...parts] as const,
  chat: (jobPostId: number | null, page: number, limit: number) =>
    ['admin', 'chat', jobPostId, page, limit] as const,
  auditLog: (filter: object) => ['admin', 'audit-log', filter] as const,
  reviews: (page: number, limit: number) => ['admin', 'reviews', page, limit] as const,
  feedback: (page: number, limit: number) => ['admin', 'feedback', page, limit] as const,
  complaints: {
    all: ['admin', 'complaints'] as const,
    page: (page: number, limit: number) => ['admin', 'complaints', page, limit] as const,
  },
  blockedCountries: ['admin', 'blocked-countries'] as const,
  applicationLimit: ['admin', 'settings', 'application-limit'] as const,
  identityDocument: (path: string | null) => ['admin', 'identity-document', path] as const,
  planRequests: (status: string) => ['admin', 'plan-requests', status] as const,
  billing: ['admin', 'billing'] as const,
};

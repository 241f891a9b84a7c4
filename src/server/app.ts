import { randomUUID } from 'node:crypto';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { activityRoutes } from './features/activity/routes.ts';
import { createActivityService } from './features/activity/service.ts';
import { createNotifyService } from './features/admin-content/notify.ts';
import { adminContentRoutes } from './features/admin-content/routes.ts';
import { adminUserRoutes } from './features/admin-users/routes.ts';
import { createAdminUsersService } from './features/admin-users/service.ts';
import { alertRoutes } from './features/alerts/routes.ts';
import { createJobAlerts } from './features/alerts/service.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { createAnalyticsService } from './features/analytics/service.ts';
import { createPendingReminders } from './features/applications/reminders.ts';
import { applicationRoutes } from './features/applications/routes.ts';
import { createApplicationsService } from './features/applications/service.ts';
import { auditRoutes } from './features/audit/routes.ts';
import { createAuditService } from './features/audit/service.ts';
import { createAccountEmails } from './features/auth/account-emails.ts';
import { createMfaService } from './features/auth/mfa.ts';
import { authRoutes } from './features/auth/routes.ts';
import {
  type AuthLimits,
  createAuthService,
  DEFAULT_AUTH_LIMITS,
} from './features/auth/service.ts';
import { createTokenSigner } from './features/auth/tokens.ts';
import { createPlansService } from './features/billing/plans.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { createStripeBilling, type StripeApiEndpoint } from './features/billing/stripe.ts';
import { stripeRoutes } from './features/billing/stripe-routes.ts';
import { categoryRoutes } from './features/categories/routes.ts';
import { createCategoriesService } from './features/categories/service.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { createChatService } from './features/chat/service.ts';
import { complaintRoutes } from './features/complaints/routes.ts';
import { createComplaintsService } from './features/complaints/service.ts';
import { feedbackRoutes } from './features/feedback/routes.ts';
import { createFeedbackService } from './features/feedback/service.ts';
import { healthRoutes } from './features/health/routes.ts';
import { invitationRoutes } from './features/invitations/routes.ts';
import { createInvitationsService } from './features/invitations/service.ts';
import { createJobExpiry } from './features/jobs/expiry.ts';
import { jobExpiryRoutes } from './features/jobs/expiry-routes.ts';
import { jobRoutes } from './features/jobs/routes.ts';
import { createJobsService } from './features/jobs/service.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import {
  asAlertNotifications,
  createNotificationsService,
} from './features/notifications/service.ts';
import { createAvatarThumbnails } from './features/profiles/avatar-thumbnails.ts';
import { avatarRoutes, profileRoutes } from './features/profiles/routes.ts';
import { createProfilesService } from './features/profiles/service.ts';
import { createUnsubscribeLinks } from './features/profiles/unsubscribe.ts';
import { recommendationRoutes } from './features/recommendations/routes.ts';
import { createRecommendationsService } from './features/recommendations/service.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { createReviewsService } from './features/reviews/service.ts';
import {
  changesPublicPages,
  createPageCache,
  PAGE_CACHE_TTL_MS,
} from './features/seo/page-render.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { createSeoService } from './features/seo/service.ts';
import { settingsRoutes } from './features/settings/routes.ts';
import { createSettingsService } from './features/settings/service.ts';
import { statsRoutes } from './features/stats/routes.ts';
import { talentRoutes } from './features/talents/routes.ts';
import { createTalentsService } from './features/talents/service.ts';
import { createTrustService } from './features/trust/service.ts';
import { createBackgroundTasks } from './infra/background.ts';
import { createMemoryGeneration, createRedisGeneration } from './infra/generation.ts';
import { createGeoLookup } from './infra/geo.ts';
import { createLimiters } from './infra/limiters.ts';
import { createMailer } from './infra/mail.ts';
import { createMailOutbox } from './infra/mail-outbox.ts';
import { createMemoryPresence, createRedisPresence } from './infra/presence.ts';
import { createRealtimeHub } from './infra/realtime-hub.ts';
import { createStorage } from './infra/storage.ts';
import auditPlugin from './plugins/audit.ts';
import authPlugin from './plugins/auth.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin, { sendError } from './plugins/errors.ts';
import realtimePlugin from './plugins/realtime.ts';
import securityPlugin from './plugins/security.ts';
import webPlugin from './plugins/web.ts';

export type AppOptions = {
  config: Pick<
    Config,
    | 'jwtSecret'
    | 'trustProxy'
    | 'corsOrigins'
    | 'countryHeader'
    | 'logLevel'
    | 'publicUrl'
    | 'redisUrl'
    | 'dataDir'
    | 'smtpUrl'
    | 'mailFrom'
    | 's3'
  > &
    Partial<Pick<Config, 'stripe'>> &
    Partial<Pick<Config, 'adminMfa' | 'mailLeaseSeconds'>>;
  database: DatabaseHandle;
  /** Prefix for every Redis key, so that test files (or tenants) sharing one Redis don't mix. */
  redisPrefix?: string;
  authLimits?: Partial<AuthLimits>;
  requestsPerMinute?: number;
  /** false turns the job search result cache off (the benchmark's honest figures). */
  jobSearchCache?: boolean;
  /** false: every page is drawn anew (no cache of drawn pages, decisions/056). */
  pageCache?: boolean;
  /** false: job searches always ask the database (no in-memory index, decisions/021). */
  jobSearchIndex?: boolean;
  /** Where the built web app is; tests point it at a fixture or leave it absent. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * The clock plans (docs/decisions/055) and job post expiry (docs/decisions/058) are read by;
   * tests move it across months.
   */
  clock?: () => Date;
  /** Tests only: where the Stripe client calls (a local stand-in for Stripe's API). */
  stripeApi?: StripeApiEndpoint;
};

export type AppServices = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

function createServices(
  options: AppOptions,
  infra: { redis: Redis | undefined; redisPrefix: string; log: FastifyBaseLogger },
) {
  const { db } = options.database;
  const { config } = options;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: infra.log,
  });
  const storage = createStorage({ dataDir: config.dataDir, s3: config.s3 });
  const background = createBackgroundTasks(infra.log);
  // Optional mail is chosen into a table and sent from it, once (docs/decisions/050).
  const outbox = createMailOutbox({
    db,
    mailer,
    background,
    messageIdHost: new URL(config.publicUrl).hostname,
    ...(config.mailLeaseSeconds ? { leaseMs: config.mailLeaseSeconds * 1000 } : {}),
    log: infra.log,
  });
  const categories = createCategoriesService(db);
  const audit = createAuditService(db);
  // Job search replies are cached per generation; every write that changes them moves it, in
  // Redis when there is one so that all instances see it (decisions/014).
  const searchGeneration = infra.redis
    ? createRedisGeneration(infra.redis, `${infra.redisPrefix}jobs:search-generation`)
    : createMemoryGeneration();
  // Public pages as drawn are cached per generation too; every API write that can change one
  // moves it (docs/decisions/056).
  const pageGeneration = infra.redis
    ? createRedisGeneration(infra.redis, `${infra.redisPrefix}pages:generation`)
    : createMemoryGeneration();
  const profiles = createProfilesService({
    db,
    categories,
    storage,
    employerChanged: () => jobs.searchesChanged(),
  });
  // Signed links that turn optional mail off without logging in (docs/decisions/037).
  const unsubscribe = createUnsubscribeLinks({
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
  });
  const realtime = createRealtimeHub();
  // The notification centre (docs/decisions/052): every feature tells people through it.
  const notifications = createNotificationsService({
    db,
    outbox,
    realtime,
    unsubscribe,
    background,
    publicUrl: config.publicUrl,
    log: infra.log,
  });
  const reviews = createReviewsService({ db, profiles });
  const settings = createSettingsService(db);
  // Employer plans and their monthly limits (docs/decisions/055).
  const plans = createPlansService({
    db,
    outbox,
    publicUrl: config.publicUrl,
    checkoutAvailable: config.stripe !== undefined,
    now: options.clock,
  });
  // Stripe's side of plans (docs/decisions/055): Checkout, the portal and the webhook.
  const stripe = createStripeBilling({
    db,
    outbox,
    publicUrl: config.publicUrl,
    config: config.stripe,
    api: options.stripeApi,
    now: options.clock,
    log: infra.log,
  });
  const jobs = createJobsService({
    db,
    categories,
    settings,
    plans,
    searchGeneration,
    onCacheError: (error) => infra.log.error({ err: error }, 'job search cache generation'),
    searchIndex: options.jobSearchIndex,
    log: infra.log,
    ...(options.jobSearchCache === false ? { pagesTtlMs: 0, totalsTtlMs: 0, postsTtlMs: 0 } : {}),
  });
  // Posts expire 60 days after going public, with a reminder and Extend (docs/decisions/058);
  // server.ts runs its sweep.
  const jobExpiry = createJobExpiry({
    db,
    jobs,
    notifications,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    now: options.clock,
    log: infra.log,
  });
  const applications = createApplicationsService({
    db,
    jobs,
    settings,
    notifications,
    publicUrl: config.publicUrl,
    profiles,
  });
  // Invitations to apply (docs/decisions/034): accepting applies through the applications service.
  const invitations = createInvitationsService({
    db,
    jobs,
    applications,
    notifications,
    publicUrl: config.publicUrl,
  });
  // The weekly reminder of applications waiting too long (docs/decisions/037); server.ts runs it.
  const pendingReminders = createPendingReminders({
    db,
    profiles,
    mailer,
    unsubscribe,
    notifications,
    publicUrl: config.publicUrl,
    log: infra.log,
  });
  const talents = createTalentsService(db);
  // Matches explained both ways (docs/decisions/054).
  const recommendations = createRecommendationsService(db);
  // Rate limits, in Redis when there is one so that all instances share them (decisions/003).
  const limiters = createLimiters(infra.redis, infra.redisPrefix);
  const presence = infra.redis
    ? createRedisPresence(infra.redis, infra.redisPrefix, infra.log)
    : createMemoryPresence();
  const chat = createChatService({
    db,
    presence,
    notifications,
    background,
    publicUrl: config.publicUrl,
    profiles,
  });
  const accountEmails = createAccountEmails({ db, mailer, publicUrl: config.publicUrl });
  const trust = createTrustService({ db, profiles, geo: createGeoLookup(), log: infra.log });
  const adminUsers = createAdminUsersService({
    db,
    profiles,
    realtime,
    notifications,
    publicUrl: config.publicUrl,
    plans,
  });
  // Two-factor sign-in (docs/decisions/047): wrong codes are limited like failed logins.
  const authLimits = { ...DEFAULT_AUTH_LIMITS, ...options.authLimits };
  const mfa = createMfaService({
    db,
    secret: config.jwtSecret,
    wrongCodes: limiters(
      'mfa-fail-user',
      authLimits.failedLoginsPerEmail,
      authLimits.failedLoginWindowSeconds,
    ),
    adminPolicy: config.adminMfa ?? 'prompt',
  });
  const signer = createTokenSigner(config.jwtSecret);
  // Sign-ins and what admins did to an account, for its owner (docs/decisions/048).
  const activity = createActivityService({
    db,
    signer,
    profiles,
    trust,
    audit,
    realtime,
    countryHeader: config.countryHeader,
    log: infra.log,
  });
  const auth = createAuthService({
    db,
    profiles,
    signer,
    limiters,
    realtime,
    limits: authLimits,
    accountEmails,
    background,
    log: infra.log,
    trust,
    mfa,
    audit,
  });
  // The admin console's content, moderation and analytics (docs/decisions/019).
  const feedback = createFeedbackService({ db, limiters });
  const complaints = createComplaintsService({
    db,
    jobs,
    profiles,
    adminUsers,
    limiters,
    notifications,
    publicUrl: config.publicUrl,
  });
  const notify = createNotifyService({ db, mailer, publicUrl: config.publicUrl });
  // Saved searches and job alerts (docs/decisions/053): decided by a sweep, sent by the outbox.
  const alerts = createJobAlerts({
    db,
    outbox,
    background,
    limiters,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    log: infra.log,
    // An account's alerts follow its alert_matches channel (docs/decisions/052, 053).
    notifications: asAlertNotifications(notifications),
  });
  const analytics = createAnalyticsService({ db, presence });
  return {
    searchGeneration,
    pageGeneration,
    plans,
    stripe,
    audit,
    activity,
    feedback,
    complaints,
    notify,
    alerts,
    analytics,
    mailer,
    outbox,
    notifications,
    storage,
    background,
    categories,
    reviews,
    profiles,
    settings,
    jobs,
    jobExpiry,
    applications,
    invitations,
    pendingReminders,
    unsubscribe,
    talents,
    recommendations,
    limiters,
    presence,
    realtime,
    chat,
    accountEmails,
    auth,
    mfa,
    trust,
    adminUsers,
  };
}

/**
 * Fastify's trustProxy for TRUST_PROXY: a number n trusts the n nearest hops (the peer and the
 * n - 1 addresses it appended), as the README says; like `true`, only safe when every request
 * comes through those proxies.
 */
export function trustProxyOption(
  value: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}

/** Builds the whole app without listening: main.ts listens, tests use app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-fingerprint"]'],
        censor: '[redacted]',
      },
    },
    // A hop count is given as a function: Fastify 5.12 takes a bare number as "trust nothing"
    // (it cannot check the nearest peer), which would make TRUST_PROXY=1 silently useless.
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // A URL Fastify cannot decode or a path parameter over maxParamLength is answered before any
    // route, past the error handler: the same body, with a code (docs/decisions/029-error-codes.md).
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void sendError(reply, status, error.message, {
        code: status >= 500 ? 'INTERNAL' : 'MALFORMED_REQUEST',
      });
    },
  });
  // The API speaks JSON, forms and multipart; plain text would only reach validation as a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const redisPrefix = options.redisPrefix ?? 'tb:';
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : undefined;
  redis?.on('error', (error) => app.log.error({ err: error }, 'redis error'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));

  const services = createServices(options, { redis, redisPrefix, log: app.log });
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    services.alerts.stop();
    await services.background.settled();
    await services.mailer.close();
  });

  // Before the reply of a write leaves, drawn public pages made before it are no longer served,
  // on every instance (docs/decisions/056).
  app.addHook('onSend', async (request, reply) => {
    if (!changesPublicPages(request.method, request.url, reply.statusCode)) return;
    await services.pageGeneration
      .bump()
      .catch((error: unknown) => app.log.error({ err: error }, 'page cache generation'));
  });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    corsOrigins: config.corsOrigins,
    redis,
    redisPrefix,
    requestsPerMinute: options.requestsPerMinute ?? 600,
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, {
    limits: { fieldSize: 64 * 1024, fields: 50, fileSize: 10 * 1024 * 1024, files: 1, parts: 60 },
  });
  await app.register(docsPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, {
    auth: services.auth,
    presence: services.presence,
    mfa: services.mfa,
  });
  await app.register(auditPlugin, { audit: services.audit });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: options.database });
      await api.register(authRoutes, {
        auth: services.auth,
        signIns: services.activity,
        countryHeader: config.countryHeader,
      });
      await api.register(activityRoutes, { activity: services.activity });
      await api.register(profileRoutes, {
        profiles: services.profiles,
        accountEmails: services.accountEmails,
        auth: services.auth,
        realtime: services.realtime,
        unsubscribe: services.unsubscribe,
        notifications: services.notifications,
        log: app.log,
      });
      await api.register(notificationRoutes, { notifications: services.notifications });
      await api.register(categoryRoutes, { categories: services.categories });
      await api.register(reviewRoutes, { reviews: services.reviews });
      await api.register(jobRoutes, {
        jobs: services.jobs,
        // An approved post reaches instant alerts within seconds (docs/decisions/053).
        onApproved: () => services.alerts.nudgeSoon(),
      });
      await api.register(jobExpiryRoutes, { expiry: services.jobExpiry });
      await api.register(alertRoutes, { alerts: services.alerts });
      await api.register(applicationRoutes, { applications: services.applications });
      await api.register(invitationRoutes, { invitations: services.invitations });
      await api.register(talentRoutes, { talents: services.talents });
      await api.register(recommendationRoutes, { recommendations: services.recommendations });
      await api.register(settingsRoutes, { settings: services.settings });
      await api.register(chatRoutes, {
        chat: services.chat,
        presence: services.presence,
        profiles: services.profiles,
        hub: services.realtime,
      });
      await api.register(auditRoutes, { audit: services.audit });
      await api.register(adminUserRoutes, {
        adminUsers: services.adminUsers,
        trust: services.trust,
      });
      await api.register(statsRoutes, { jobs: services.jobs, profiles: services.profiles });
      await api.register(feedbackRoutes, { feedback: services.feedback });
      await api.register(complaintRoutes, {
        complaints: services.complaints,
        audit: services.audit,
      });
      await api.register(adminContentRoutes, {
        jobs: services.jobs,
        reviews: services.reviews,
        notify: services.notify,
      });
      await api.register(analyticsRoutes, { analytics: services.analytics });
      await api.register(billingRoutes, { plans: services.plans });
      await api.register(stripeRoutes, { stripe: services.stripe });
    },
    { prefix: '/api' },
  );
  await app.register(avatarRoutes, {
    storage: services.storage,
    thumbnails: createAvatarThumbnails({
      storage: services.storage,
      onFailure: (error, name) =>
        app.log.warn({ err: error, avatar: name }, 'avatar thumbnail failed; serving the upload'),
    }),
  });

  // Robots, sitemaps and each page's head (decisions/022).
  const seo = createSeoService(options.database.db);
  await app.register(seoRoutes, { seo, publicUrl: config.publicUrl, jobs: services.jobs });
  await app.register(webPlugin, {
    distDir: options.webDistDir,
    publicUrl: config.publicUrl,
    seo,
    pageCache:
      options.pageCache === false
        ? undefined
        : createPageCache({
            generations: [services.pageGeneration, services.searchGeneration],
            ttlMs: PAGE_CACHE_TTL_MS,
            log: app.log,
          }),
  });
  await app.register(realtimePlugin, {
    auth: services.auth,
    chat: services.chat,
    presence: services.presence,
    limiters: services.limiters,
    hub: services.realtime,
    corsOrigins: config.corsOrigins,
    redis,
    redisPrefix,
  });
  return app;
}

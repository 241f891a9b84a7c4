import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../shared/messages.ts';
import type { Role } from '../../shared/roles.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { MfaService } from '../features/auth/mfa.ts';
import type { AuthService, Session } from '../features/auth/service.ts';
import type { Presence } from '../infra/presence.ts';

/**
 * Who may call a route (architecture.md, "Rules of the house"):
 * - 'public': anyone; a token, if sent, is ignored.
 * - 'optional': anyone; a valid token identifies the caller, an invalid one is ignored.
 * - 'user': any logged-in, unblocked user.
 * - a role or a list of roles: logged in with one of them.
 * Ownership is checked in the services.
 */
export type RouteAccess = 'public' | 'optional' | 'user' | Role | readonly Role[];

export type ApiRoute = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** What a logged-in caller of the wrong role is told (default: a generic refusal). */
    forbiddenMessage?: string;
    /**
     * Open to an admin who has not turned on two-factor sign-in although ADMIN_MFA=required:
     * the calls that enrol, and signing out (docs/decisions/047).
     */
    beforeMfaEnrolment?: boolean;
  }
  interface FastifyInstance {
    /** Every API route with its access rule, for the access-matrix test and the docs. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export function bearerToken(value: string | undefined): string | null {
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

/** The caller's session on a route that requires one (never null after the access hook). */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized(MESSAGES.loginRequired);
  return request.session;
}

export default fp(async function authPlugin(
  app: FastifyInstance,
  opts: { auth: AuthService; presence?: Presence; mfa?: MfaService },
) {
  app.decorateRequest('session', null);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  async function checkAccess(request: FastifyRequest) {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    const token = bearerToken(request.headers.authorization);
    if (access === 'optional') {
      if (token) request.session = await opts.auth.authenticate(token).catch(() => null);
      return;
    }
    if (!token) throw unauthorized(MESSAGES.loginRequired);
    const session = await opts.auth.authenticate(token);
    request.session = session;
    // Presence (decisions.md): an authenticated request keeps the user online for 5 minutes.
    opts.presence?.touch(session.user.id);
    // ADMIN_MFA=required: an admin enrols before anything else (docs/decisions/047).
    if (
      session.user.role === 'admin' &&
      opts.mfa?.adminPolicy === 'required' &&
      !request.routeOptions.config?.beforeMfaEnrolment &&
      !(await opts.mfa.isEnabled(session.user.id))
    ) {
      throw forbidden(MESSAGES.mfaEnrolmentRequired, { code: 'MFA_ENROLMENT_REQUIRED' });
    }
    if (access === 'user') return;
    const allowed: readonly Role[] = typeof access === 'string' ? [access] : access;
    if (!allowed.includes(session.user.role)) {
      throw forbidden(request.routeOptions.config?.forbiddenMessage ?? MESSAGES.forbidden);
    }
  }

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/');
    const isDocs = route.url.startsWith('/api/docs');
    // Every API route must say who may call it, so that none can be added and forgotten.
    if (isApi && !isDocs && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
    }
    // A route-level hook, appended after the rate limiter's, so refused callers are counted too;
    // onRequest runs before the body is read, so a refused caller never gets an upload parsed.
    // A route outside /api that declares a rule (a job's card image) is listed too, so the
    // access matrix covers it.
    if (!isDocs && route.config?.access !== undefined) {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (method !== 'HEAD')
          apiRoutes.push({ method, url: route.url, access: route.config.access });
      }
    }
    if (route.config?.access !== undefined && route.config.access !== 'public') {
      const existing = route.onRequest ?? [];
      route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), checkAccess];
    }
  });
});

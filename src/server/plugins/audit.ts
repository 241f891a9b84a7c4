import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NO_REASON_GIVEN } from '../../shared/schemas/activity.ts';
import type { AuditService } from '../features/audit/service.ts';

/**
 * How a route is audited (decisions.md: every admin action is recorded):
 * - `action`: `<target>.<verb>`, such as `user.block`;
 * - `target`: the kind of thing acted on; its id is the route's `:id` (or `targetParam`);
 * - `details`: what the request set, taken from it (never a secret);
 * - `reason`: the call takes the admin's `reason` query parameter (trimmed by its schema),
 *   recorded in details as given or as 'no reason given' (docs/decisions/048).
 * The people an entry is about are the user target, or those a handler names with
 * `auditSubjects` (the owner of a document, the parties of the chat messages read).
 * `false` says, explicitly, that a route is a plain listing with nothing to record.
 */
export type AuditSpec =
  | false
  | {
      action: string;
      target?: string;
      targetParam?: string;
      details?: (request: FastifyRequest) => unknown;
      reason?: true;
    };

const subjectsByRequest = new WeakMap<FastifyRequest, number[]>();

/** Names the people a request's audit entry is about (docs/decisions/048). */
export function auditSubjects(request: FastifyRequest, userIds: number[]): void {
  subjectsByRequest.set(request, userIds);
}

function withReason(details: unknown, request: FastifyRequest): unknown {
  const given = (request.query as { reason?: unknown } | undefined)?.reason;
  const reason = typeof given === 'string' && given.length > 0 ? given : NO_REASON_GIVEN;
  const base = details !== null && typeof details === 'object' ? details : {};
  return { ...base, reason };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditSpec;
  }
}

function isAdminOnly(access: unknown): boolean {
  return (
    access === 'admin' || (Array.isArray(access) && access.length === 1 && access[0] === 'admin')
  );
}

/**
 * Records audited routes' successful calls made by an admin, before the reply leaves, so a client
 * that saw success can rely on the entry being there. Every admin-only route must say how it is
 * audited (`config.audit`), so that none can be added and forgotten.
 */
export default fp(async function auditPlugin(app: FastifyInstance, opts: { audit: AuditService }) {
  async function recordAction(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const spec = request.routeOptions.config?.audit;
    const session = request.session;
    if (!spec || !session || session.user.role !== 'admin' || reply.statusCode >= 400) {
      return payload;
    }
    const params = (request.params ?? {}) as Record<string, unknown>;
    const targetId = params[spec.targetParam ?? 'id'];
    try {
      await opts.audit.record({
        actor: { id: session.user.id, username: session.user.username },
        action: spec.action,
        targetType: spec.target ?? null,
        targetId: targetId === undefined ? null : String(targetId),
        details: spec.reason
          ? withReason(spec.details?.(request), request)
          : spec.details?.(request),
        ip: request.ip,
        subjectIds: subjectsByRequest.get(request),
      });
    } catch (error) {
      request.log.error({ err: error, action: spec.action }, 'audit log write failed');
    }
    return payload;
  }

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const spec = route.config?.audit;
    if (spec === undefined && isAdminOnly(route.config?.access)) {
      throw new Error(
        `Admin route ${route.method} ${route.url} declares no audit rule (config.audit)`,
      );
    }
    if (spec) {
      const existing = route.onSend ?? [];
      route.onSend = [...(Array.isArray(existing) ? existing : [existing]), recordAction];
    }
  });
});

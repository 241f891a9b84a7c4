import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditService } from '../features/audit/service.ts';

/**
 * How a route is audited (decisions.md: every admin action is recorded):
 * - `action`: `<target>.<verb>`, such as `user.block`;
 * - `target`: the kind of thing acted on; its id is the route's `:id` (or `targetParam`);
 * - `details`: what the request set, taken from it (never a secret).
 * `false` says, explicitly, that a route is a plain listing with nothing to record.
 */
export type AuditSpec =
  | false
  | {
      action: string;
      target?: string;
      targetParam?: string;
      details?: (request: FastifyRequest) => unknown;
    };

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
        details: spec.details?.(request),
        ip: request.ip,
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

import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '../../../shared/schemas/admin.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { storableText } from '../../security/text-guard.ts';

export type AuditRecord = {
  actor: { id: number; username: string } | null;
  /** What was done, as `<target>.<verb>`: `user.block`, `chat.read`, `complaint.resolve`. */
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  /** What the action set; never a secret (a new password is recorded as set, not its value). */
  details?: unknown;
  ip?: string | null;
  /**
   * The people the entry is about, whose account activity lists it (docs/decisions/048). A user
   * target is about that user unless the caller names others.
   */
  subjectIds?: number[];
};

function subjectsOf(entry: AuditRecord): number[] | null {
  if (entry.subjectIds) return entry.subjectIds.length > 0 ? [...new Set(entry.subjectIds)] : null;
  const id = Number(entry.targetId);
  return entry.targetType === 'user' && Number.isSafeInteger(id) && id > 0 ? [id] : null;
}

/**
 * The audit log (decisions.md, "Trust and safety"): every admin action, reads of chats and
 * identity documents included, with who, what, target and when. Entries are only ever added.
 */
export function createAuditService(db: Database) {
  return {
    /**
     * Text from the request is made storable first (a lone surrogate or NUL becomes U+FFFD): jsonb
     * refuses both, and an entry must not fail to be written because of what the admin typed
     * (docs/decisions/023-security-hardening.md). The request guard refuses such text before
     * any action runs; this keeps the record safe should a route ever slip past it.
     */
    async record(entry: AuditRecord): Promise<void> {
      const text = (value: string | null | undefined) =>
        value === undefined || value === null ? null : (storableText(value) as string);
      await db.insert(auditLog).values({
        actorId: entry.actor?.id ?? null,
        actorUsername: text(entry.actor?.username),
        action: text(entry.action) ?? entry.action,
        targetType: text(entry.targetType),
        targetId:
          entry.targetId === undefined || entry.targetId === null
            ? null
            : text(String(entry.targetId)),
        details: entry.details === undefined ? null : storableText(entry.details),
        ip: text(entry.ip),
        subjectIds: subjectsOf(entry),
      });
    },

    /** Newest first, filtered by any of action, target and actor. */
    async list(query: AuditQuery): Promise<{ data: AuditEntry[]; total: number }> {
      const filters: SQL[] = [];
      if (query.action) filters.push(eq(auditLog.action, query.action));
      if (query.target_type) filters.push(eq(auditLog.targetType, query.target_type));
      if (query.target_id) filters.push(eq(auditLog.targetId, query.target_id));
      if (query.actor_id) filters.push(eq(auditLog.actorId, query.actor_id));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return {
        total: totalRow?.total ?? 0,
        data: rows.map((row) => ({
          id: row.id,
          actor: { id: row.actorId, username: row.actorUsername },
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          details: row.details ?? null,
          ip: row.ip,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
